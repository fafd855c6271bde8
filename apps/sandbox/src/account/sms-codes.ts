import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import { HttpError } from '../http/http-error.js';
import { writeToOutbox } from '../services/outbox.js';
import type { ReceiptText } from '../services/receipt-locale.js';
import { SMS_CODE_LENGTH, type AccountSettings } from './account-settings.js';

/** A fresh code: 6 digits from the operating system's random source. */
export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/** The stored form of a code: an HMAC-SHA256 keyed by the sandbox secret, bound to the phone number. */
export function hashSmsCode(secret: string, phoneNumber: string, code: string): string {
  return createHmac('sha256', secret).update(`sms-code:${phoneNumber}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A refusal decided in the transaction, thrown after it commits (a wrong try counts even though it is refused). */
type Refusal = { ok: false; error: HttpError };

const codeField = 'body.code';
const phoneField = 'body.phoneNumber';

/**
 * The SMS gateway simulator's login codes. `send` writes a new code to the outbox as an SMS (refused within the
 * resend delay of the previous one); `check` takes a code once, counts wrong tries and kills the code at the limit.
 */
export class SmsCodes {
  constructor(
    private readonly db: SandboxDb,
    private readonly secret: string,
    private readonly now: () => number,
    private readonly settings: AccountSettings,
  ) {}

  /**
   * Sends a new code to `phoneNumber` (E.164), worded in the diner's locale. One statement decides, so concurrent requests send one code: the row is
   * replaced only when the previous send is older than the resend delay, else 429 `sms-code-resend-too-soon`.
   */
  async send(phoneNumber: string, text: ReceiptText): Promise<{ sentAt: number; expiresAt: number; resendAvailableAt: number }> {
    const sentAt = this.now();
    const expiresAt = sentAt + this.settings.codeTtlMs;
    const code = newSmsCode();
    const hash = hashSmsCode(this.secret, phoneNumber, code);
    const written = await rows(
      this.db,
      sql`INSERT INTO account_sms_codes (phone_number, code_hash, sent_at, expires_at, failed_attempts, consumed)
          VALUES (${phoneNumber}, ${hash}, ${sentAt}, ${expiresAt}, 0, false)
          ON CONFLICT (phone_number) DO UPDATE
            SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at, failed_attempts = 0, consumed = false
            WHERE account_sms_codes.sent_at <= ${sentAt - this.settings.resendDelayMs}
          RETURNING phone_number`,
    );
    if (written.length === 0) {
      const [previous] = await rows(this.db, sql`SELECT sent_at AS "sentAt" FROM account_sms_codes WHERE phone_number = ${phoneNumber}`);
      const availableAt = Number(previous?.sentAt ?? sentAt) + this.settings.resendDelayMs;
      const seconds = Math.max(1, Math.ceil((availableAt - sentAt) / 1000));
      throw new HttpError(429, {
        type: 'sms-code-resend-too-soon',
        message: `body.phoneNumber: a code was sent to this number less than ${Math.round(this.settings.resendDelayMs / 1000)} s ago; try again in ${seconds} s`,
        field: phoneField,
      });
    }
    const minutes = Math.max(1, Math.round(this.settings.codeTtlMs / 60_000));
    await writeToOutbox(
      this.db,
      { channel: 'sms', recipient: phoneNumber, subject: text.t('loginSms.subject'), body: text.t('loginSms.body', { code, minutes }) },
      sentAt,
    );
    return { sentAt, expiresAt, resendAvailableAt: sentAt + this.settings.resendDelayMs };
  }

  /**
   * Checks `code` for `phoneNumber` under the code row's lock and, when it is right, runs `onSuccess` in the same
   * transaction (the code is spent only if the login completes). Refusals: 400 `sms-code-not-requested` (no live code),
   * 410 `sms-code-expired`, 429 `sms-code-locked` (the limit of wrong tries was reached, this one included) and 400
   * `login.invalid_code` with the tries left.
   */
  async check<T>(phoneNumber: string, code: string, onSuccess: (tx: Executor) => Promise<T>): Promise<T> {
    const at = this.now();
    const outcome = await this.db.transaction(async (tx): Promise<{ ok: true; value: T } | Refusal> => {
      const [row] = await rows(
        tx,
        sql`SELECT code_hash AS "hash", expires_at AS "expiresAt", failed_attempts AS "failed", consumed
            FROM account_sms_codes WHERE phone_number = ${phoneNumber} FOR UPDATE`,
      );
      if (!row || row.consumed === true) {
        return refuse(400, 'sms-code-not-requested', `${phoneField}: no code is waiting for this number; request one first`, phoneField);
      }
      const failed = Number(row.failed);
      if (failed >= this.settings.maxAttempts) {
        return refuse(
          429,
          'sms-code-locked',
          `${codeField}: this code was entered wrongly ${this.settings.maxAttempts} times and no longer works; request a new code`,
          codeField,
        );
      }
      if (Number(row.expiresAt) <= at) {
        return refuse(410, 'sms-code-expired', `${codeField}: this code has expired; request a new code`, codeField);
      }
      if (!sameHash(String(row.hash), hashSmsCode(this.secret, phoneNumber, code))) {
        const attempts = failed + 1;
        await tx.execute(sql`UPDATE account_sms_codes SET failed_attempts = ${attempts} WHERE phone_number = ${phoneNumber}`);
        if (attempts >= this.settings.maxAttempts) {
          return refuse(
            429,
            'sms-code-locked',
            `${codeField}: wrong code, entered wrongly ${attempts} times; this code no longer works, request a new code`,
            codeField,
          );
        }
        const left = this.settings.maxAttempts - attempts;
        return refuse(400, 'login.invalid_code', `${codeField}: wrong code; ${left} ${left === 1 ? 'try' : 'tries'} left`, codeField);
      }
      await tx.execute(sql`UPDATE account_sms_codes SET consumed = true WHERE phone_number = ${phoneNumber}`);
      return { ok: true, value: await onSuccess(tx) };
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }
}

function refuse(status: number, type: string, message: string, field: string): Refusal {
  return { ok: false, error: new HttpError(status, { type, message, field }) };
}
