import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rows, type Executor } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import { HttpError } from '../http/http-error.js';
import { writeToOutbox } from '../services/outbox.js';
import type { ReceiptText } from '../services/receipt-locale.js';
import type { AccountSettings } from './account-settings.js';

const userRow = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.coerce.number(),
});
type UserRow = z.infer<typeof userRow>;

/** The account as `GET user-account/users/me` answers it. */
export interface AccountView {
  id: string;
  type: 'account';
  phoneNumber: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** False while the e-mail's verification link has not been opened (also false without an e-mail). */
  emailVerified: boolean;
  /** True when an e-mail is set and not verified: the app shows the verification-required overlay. */
  verificationRequired: boolean;
  picture: null;
  createdAt: number;
}

/** One payment the account made (3 §3 guest account receipts); amounts are scale 5. */
export interface ReceiptView {
  id: string;
  businessId: string | null;
  businessName: string | null;
  paymentId: string;
  paid: { amount: number; currency: string };
  date: number;
  logo: string | null;
}

const selectUser = sql`SELECT id, phone_number AS "phoneNumber", first_name AS "firstName", last_name AS "lastName", email,
  email_verified AS "emailVerified", created_at AS "createdAt" FROM account_users`;

function view(row: UserRow): AccountView {
  return {
    id: row.id,
    type: 'account',
    phoneNumber: row.phoneNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.email !== null && row.emailVerified,
    verificationRequired: row.email !== null && !row.emailVerified,
    picture: null,
    createdAt: row.createdAt,
  };
}

function linkHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

const emailTaken = (field: string) =>
  new HttpError(409, { type: 'error.auth.emailAlreadyExists', message: `${field}: this e-mail address belongs to another account`, field });

/** The changes a PATCH or a personal-details save makes; `undefined` leaves a field as it is, `null` clears it. */
export interface ProfileChange {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Accounts, their linked devices, their e-mail verification and their receipts. */
export class AccountStore {
  constructor(
    private readonly db: SandboxDb,
    private readonly now: () => number,
    private readonly settings: AccountSettings,
  ) {}

  /** The account of `phoneNumber`, created on its first login (in the login's transaction). */
  async findOrCreate(tx: Executor, phoneNumber: string): Promise<{ account: AccountView; created: boolean }> {
    const at = this.now();
    const inserted = await rows(
      tx,
      sql`INSERT INTO account_users (id, phone_number, email_verified, created_at, updated_at)
          VALUES (${`user-${randomUUID()}`}, ${phoneNumber}, false, ${at}, ${at})
          ON CONFLICT (phone_number) DO NOTHING RETURNING id`,
    );
    const [row] = await rows(tx, sql`${selectUser} WHERE phone_number = ${phoneNumber}`);
    return { account: view(userRow.parse(row)), created: inserted.length > 0 };
  }

  /**
   * Links a device's guest identity to the account: its payments, before and after login, become the account's
   * receipts. A guest identity already linked to another account stays with it (false is answered).
   */
  async linkGuest(tx: Executor, guestId: string, accountId: string): Promise<boolean> {
    await tx.execute(
      sql`INSERT INTO account_devices (guest_id, account_id, linked_at) VALUES (${guestId}, ${accountId}, ${this.now()}) ON CONFLICT (guest_id) DO NOTHING`,
    );
    const [row] = await rows(tx, sql`SELECT account_id AS "accountId" FROM account_devices WHERE guest_id = ${guestId}`);
    return row?.accountId === accountId;
  }

  /** The guest identities (devices) linked to the account. */
  async guestIds(userId: string): Promise<string[]> {
    const found = await rows(this.db, sql`SELECT guest_id AS "guestId" FROM account_devices WHERE account_id = ${userId}`);
    return found.map((row) => String(row.guestId));
  }

  async get(userId: string): Promise<AccountView | undefined> {
    const [row] = await rows(this.db, sql`${selectUser} WHERE id = ${userId}`);
    return row ? view(userRow.parse(row)) : undefined;
  }

  /**
   * Applies `change`. A new e-mail is unverified and a verification e-mail with a link (in `text`'s locale) is sent to the outbox (also
   * when the same unverified address is saved again); an address of another account is 409
   * `error.auth.emailAlreadyExists` (3 §8) naming `emailField`.
   */
  async update(userId: string, change: ProfileChange, origin: string, emailField: string, text: ReceiptText): Promise<AccountView | undefined> {
    const at = this.now();
    let link: { token: string; email: string } | undefined;
    try {
      const updated = await this.db.transaction(async (tx) => {
        const [current] = await rows(tx, sql`${selectUser} WHERE id = ${userId} FOR UPDATE`);
        if (!current) return undefined;
        const before = userRow.parse(current);
        const email = change.email === undefined ? before.email : change.email;
        const emailChanged = email !== before.email;
        if (email !== null && emailChanged) {
          const [other] = await rows(tx, sql`SELECT 1 AS taken FROM account_users WHERE email = ${email} AND id <> ${userId}`);
          if (other) throw emailTaken(emailField);
        }
        const verified = emailChanged ? false : before.emailVerified;
        await tx.execute(sql`UPDATE account_users SET
            first_name = ${change.firstName === undefined ? before.firstName : change.firstName},
            last_name = ${change.lastName === undefined ? before.lastName : change.lastName},
            email = ${email}, email_verified = ${verified}, updated_at = ${at}
          WHERE id = ${userId}`);
        if (email !== null && !verified && change.email !== undefined) {
          const token = randomBytes(32).toString('base64url');
          await tx.execute(sql`INSERT INTO account_email_verifications (token_hash, account_id, email, created_at, expires_at)
            VALUES (${linkHash(token)}, ${userId}, ${email}, ${at}, ${at + this.settings.emailLinkTtlMs})`);
          link = { token, email };
        }
        const [after] = await rows(tx, sql`${selectUser} WHERE id = ${userId}`);
        return view(userRow.parse(after));
      });
      if (link) {
        const url = `${origin}/user-account/email-verifications/${link.token}`;
        await writeToOutbox(
          this.db,
          {
            channel: 'email',
            recipient: link.email,
            subject: text.t('emailVerification.subject'),
            body: text.t('emailVerification.body', { url, hours: Math.max(1, Math.round(this.settings.emailLinkTtlMs / 3_600_000)) }),
          },
          at,
        );
      }
      return updated;
    } catch (error) {
      // Two accounts saving one address at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw emailTaken(emailField);
      throw error;
    }
  }

  /**
   * Opens a verification link: the account's e-mail becomes verified when it is still the address the link was sent
   * for. An unknown or used link is 404 `email-verification-link-invalid`, an old one 410
   * `email-verification-link-expired`, a link for an address the account no longer has 409
   * `email-verification-link-outdated`.
   */
  async verifyEmail(token: string): Promise<AccountView> {
    const at = this.now();
    const field = 'params.token';
    const result = await this.db.transaction(async (tx) => {
      const [link] = await rows(
        tx,
        sql`SELECT account_id AS "accountId", email, expires_at AS "expiresAt", used_at AS "usedAt"
            FROM account_email_verifications WHERE token_hash = ${linkHash(token)} FOR UPDATE`,
      );
      if (!link || link.usedAt !== null) {
        return new HttpError(404, {
          type: 'email-verification-link-invalid',
          message: `${field}: this verification link is unknown or was already used`,
          field,
        });
      }
      if (Number(link.expiresAt) <= at) {
        return new HttpError(410, {
          type: 'email-verification-link-expired',
          message: `${field}: this verification link has expired; save the e-mail again to get a new one`,
          field,
        });
      }
      const [account] = await rows(tx, sql`${selectUser} WHERE id = ${String(link.accountId)} FOR UPDATE`);
      const user = account ? userRow.parse(account) : undefined;
      if (!user || user.email !== link.email) {
        return new HttpError(409, {
          type: 'email-verification-link-outdated',
          message: `${field}: the account's e-mail address changed since this link was sent`,
          field,
        });
      }
      await tx.execute(sql`UPDATE account_email_verifications SET used_at = ${at} WHERE token_hash = ${linkHash(token)}`);
      await tx.execute(sql`UPDATE account_users SET email_verified = true, updated_at = ${at} WHERE id = ${user.id}`);
      return view({ ...user, emailVerified: true });
    });
    if (result instanceof HttpError) throw result;
    return result;
  }

  /**
   * The payments the account made: settled split payments (the payment ledger) whose payer is one of the account's
   * guest identities, newest first, with the venue's business, name and logo.
   */
  async receipts(userId: string): Promise<ReceiptView[]> {
    const found = await rows(
      this.db,
      sql`SELECT l.payment_id AS "paymentId", l.amount, l.currency, l.updated_at AS "date",
                 v.data->>'businessId' AS "businessId", v.data->>'name' AS "businessName", v.data->>'imageUrl' AS "logo"
          FROM account_devices d
          JOIN sandbox_payment_intents i ON i.owner_guest_id = d.guest_id AND i.kind = 'split'
          JOIN sandbox_payment_ledger l ON l.payment_id = i.payment_id AND l.status = 'settled'
          LEFT JOIN bills b ON b.id = l.bill_id
          LEFT JOIN venues v ON v.id = b.venue_id
          WHERE d.account_id = ${userId}
          ORDER BY l.updated_at DESC, l.payment_id
          LIMIT 500`,
    );
    const receipt = z.object({
      paymentId: z.string(),
      amount: z.coerce.number(),
      currency: z.string(),
      date: z.coerce.number(),
      businessId: z.string().nullable(),
      businessName: z.string().nullable(),
      logo: z.string().nullable(),
    });
    return found.map((row) => {
      const r = receipt.parse(row);
      return {
        id: r.paymentId,
        businessId: r.businessId,
        businessName: r.businessName,
        paymentId: r.paymentId,
        paid: { amount: r.amount, currency: r.currency },
        date: r.date,
        logo: r.logo,
      };
    });
  }
}
