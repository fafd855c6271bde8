import { buildBillPaymentLines } from '@tableside/billing-domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rows } from '../src/db/rows.js';
import { loyaltySeedIds } from '../src/seed/seed-loyalty.js';
import { seedIds } from '../src/seed/seed-ids.js';
import { seedVenues } from '../src/seed/seed-venues.js';
import type { Sandbox } from '../src/server.js';
import { bill, call, freshBill, newDiner, startSandbox, type Answer, type Diner } from './helpers.js';
import { TEST_CARDS } from '../src/services/test-cards.js';
import { tokenizeTestCard } from '../src/services/testing/test-card.js';
import { payFreshSplit } from './payment-flow.js';

/**
 * Loyalty and consent on the sandbox (issue 13, 3 §7): the loyalty-dispatcher's provider simulators (COMO, PAYTRONIX,
 * PONGO passwordless, ZEROSIX and a business without loyalty), burning rewards on a split, earn-after-pay once per
 * split, the guest-app user calls, the consent manager, and the caller checks of every `/users/{userId}` path.
 */

let sb: Sandbox;
let base: string;

beforeAll(async () => {
  sb = await startSandbox();
  base = sb.url;
}, 120_000);
afterAll(() => sb.close());

const B = loyaltySeedIds.businesses;

let phoneSeq = 0;
function freshPhone(): { typed: string; e164: string } {
  phoneSeq += 1;
  const digits = `${String(process.pid % 100).padStart(2, '0')}${String(phoneSeq).padStart(4, '0')}`;
  return { typed: `07 12 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)}`, e164: `+33712${digits}` };
}

interface Account {
  id: string;
  phone: string;
  auth: Record<string, string>;
  diner: Diner;
}

/** A diner who logs in by phone and SMS code on their device (the device's guest identity becomes the account's). */
async function newAccount(): Promise<Account> {
  const diner = await newDiner(base);
  const phone = freshPhone();
  expect((await call(base, 'POST', '/user-account/login/code', { phoneNumber: phone.typed })).status).toBe(202);
  const outbox = await call(base, 'GET', '/sandbox/outbox.json');
  const sms = outbox.body.messages.find((m: { channel: string; recipient: string }) => m.channel === 'sms' && m.recipient === phone.e164);
  const code = /\b(\d{6})\b/.exec(String(sms?.body))?.[1] ?? '';
  const login = await call(base, 'POST', '/user-account/login', { phoneNumber: phone.typed, code }, diner.headers);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { id: login.body.user.id, phone: phone.e164, auth: { authorization: `Bearer ${login.body.accessToken}` }, diner };
}

function expectRefusal(answer: Answer, status: number, type: string, field?: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.type).toBe(type);
  if (field) expect(answer.body.field).toBe(field);
}

const users = (businessId: string, userId: string) => `/public/businesses/${businessId}/users/${userId}`;

async function prepare(businessId: string, userId: string, parameters: unknown, headers: Record<string, string>): Promise<Answer> {
  return call(base, 'POST', `/public/businesses/${businessId}/users/prepare-loyalty-id`, { userId, guestIdentificationParameters: parameters }, headers);
}

/** An account enrolled with the COMO programme of the London pub (150 welcome points). */
async function comoMember(): Promise<Account> {
  const account = await newAccount();
  const prepared = await prepare(B.como, account.id, { phoneNumber: account.phone, hasOptIn: true }, account.auth);
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  return account;
}

/** An ISSUED £10 split of a fresh London pub bill for `diner`. */
async function issuedSplit(diner: Diner, splitAmount = 1_000_000): Promise<{ billId: string; splitId: string }> {
  const billId = await freshBill(sb);
  const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount, consumer: diner.consumer }, diner.headers);
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return { billId, splitId: issued.body.splitId.id };
}

describe('GET public/businesses/{businessId}: one business per provider, 204 without loyalty', () => {
  test.each([
    [B.como, 'COMO', false],
    [B.pongo, 'PONGO', true],
    [B.paytronix, 'PAYTRONIX', false],
    [B.zerosix, 'ZEROSIX', false],
  ])('%s is %s (passwordless %s)', async (businessId, provider, passwordless) => {
    const answer = await call(base, 'GET', `/public/businesses/${businessId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ provider, passwordless, loyaltyReference: expect.any(String), burnEnabled: expect.any(Boolean) });
  });

  test('a business without loyalty answers 204; an unknown business 404', async () => {
    const none = await fetch(`${base}/public/businesses/${B.none}`);
    expect(none.status).toBe(204);
    expect(await none.text()).toBe('');
    expectRefusal(await call(base, 'GET', '/public/businesses/business-nowhere'), 404, 'business-not-found', 'params.businessId');
  });
});

describe('identification and lookups: OK, NOT_FOUND, KO', () => {
  test('PONGO is passwordless: a guest identifies by phone without a code and sees the welcome balance', async () => {
    const diner = await newDiner(base);
    expectRefusal(await call(base, 'GET', users(B.pongo, diner.guestId), undefined, diner.headers), 404, 'loyalty-user-not-found', 'params.userId');
    const prepared = await prepare(B.pongo, diner.guestId, { phoneNumber: '06 98 76 54 32', hasOptIn: true }, diner.headers);
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    expect(prepared.body).toMatchObject({ status: 'OK', balance: 20, hasOptIn: true });
    const info = await call(base, 'GET', users(B.pongo, diner.guestId), undefined, diner.headers);
    expect(info.body).toEqual({ balance: 20, createdAt: expect.any(String), hasOptIn: true });
  });

  test('COMO needs the phone the account proved with its SMS code', async () => {
    const account = await newAccount();
    const guest = await newDiner(base);
    expectRefusal(await prepare(B.como, guest.guestId, { phoneNumber: account.phone, hasOptIn: true }, guest.headers), 400, 'loyalty.identification.error');
    expectRefusal(await prepare(B.como, account.id, { phoneNumber: '+33 6 00 00 00 01', hasOptIn: true }, account.auth), 400, 'loyalty.identification.error');
    expectRefusal(await prepare(B.como, account.id, { phoneNumber: '12', hasOptIn: true }, account.auth), 400, 'login.invalid_phone');
    const ok = await prepare(B.como, account.id, { phoneNumber: account.phone, hasOptIn: false }, account.auth);
    expect(ok.body).toMatchObject({ status: 'OK', balance: 150, hasOptIn: false });
  });

  test('PAYTRONIX identifies by username and password', async () => {
    const diner = await newDiner(base);
    expectRefusal(
      await prepare(B.paytronix, diner.guestId, { username: 'diner@example.com', password: 'waffles' }, diner.headers),
      400,
      'loyalty.identification.error',
    );
    const ok = await prepare(B.paytronix, diner.guestId, loyaltySeedIds.paytronixLogin, diner.headers);
    expect(ok.body).toMatchObject({ status: 'OK', balance: 120 });
  });

  test('a business without loyalty refuses identification with 404', async () => {
    const diner = await newDiner(base);
    expectRefusal(await prepare(B.none, diner.guestId, { phoneNumber: '0612345678', hasOptIn: true }, diner.headers), 404, 'loyalty-not-configured');
  });

  test('associate-new-user-to-wallet moves the device wallet to the account; the old user then answers 410 (KO)', async () => {
    const account = await newAccount();
    // The device identified anonymously first (passwordless), then logged in.
    expect((await prepare(B.pongo, account.diner.guestId, { phoneNumber: account.phone, hasOptIn: true }, account.diner.headers)).status).toBe(200);
    expect((await prepare(B.pongo, account.id, { phoneNumber: account.phone, hasOptIn: true }, account.auth)).status).toBe(200);
    const body = { existingUserId: account.diner.guestId, newUserId: account.id };
    const stranger = await newDiner(base);
    expectRefusal(
      await call(
        base,
        'POST',
        `/public/businesses/${B.pongo}/associate-new-user-to-wallet`,
        { existingUserId: stranger.guestId, newUserId: account.id },
        account.auth,
      ),
      403,
      'not-account-owner',
      'body.existingUserId',
    );
    const moved = await call(base, 'POST', `/public/businesses/${B.pongo}/associate-new-user-to-wallet`, body, account.auth);
    expect(moved.body).toEqual({ status: 'OK', balance: 40 });
    expectRefusal(await call(base, 'GET', users(B.pongo, account.diner.guestId), undefined, account.diner.headers), 410, 'loyalty-user-merged');
    expect((await call(base, 'GET', users(B.pongo, account.id), undefined, account.auth)).body.balance).toBe(40);
    expectRefusal(await call(base, 'POST', `/public/businesses/${B.pongo}/associate-new-user-to-wallet`, body, account.auth), 410, 'loyalty-user-merged');
  });
});

describe('rewards: compute, apply and unapply on a split', () => {
  test('the rewards list; the eligible discount; apply burns once; unapply restores', async () => {
    const member = await comoMember();
    const rewards = await call(base, 'GET', `${users(B.como, member.id)}/rewards`, undefined, member.auth);
    expect(rewards.body.map((r: { id: string }) => r.id)).toEqual(['como-free-ale', 'como-pie', 'como-feast']);
    const { billId, splitId } = await issuedSplit(member.diner, 500_000);
    const target = { billId, splitId };
    const eligible = await call(base, 'POST', `${users(B.como, member.id)}/rewards`, target, member.auth);
    // 150 points cover the ale (100), worth £6, capped at the £5 split.
    expect(eligible.body).toMatchObject({
      rewardId: 'como-free-ale',
      discountId: 'como-free-ale',
      isApplied: false,
      amount: { amount: 500_000, currency: 'GBP' },
    });

    expectRefusal(
      await call(base, 'PUT', `${users(B.como, member.id)}/rewards/como-pie`, target, member.auth),
      409,
      'loyalty-balance-too-low',
      'params.discountId',
    );
    expectRefusal(
      await call(base, 'PUT', `${users(B.como, member.id)}/rewards/nope`, target, member.auth),
      404,
      'loyalty-reward-not-found',
      'params.discountId',
    );
    const applied = await call(base, 'PUT', `${users(B.como, member.id)}/rewards/como-free-ale`, target, member.auth);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({ isApplied: true, balance: 50, amount: { amount: 500_000, currency: 'GBP' } });
    const again = await call(base, 'PUT', `${users(B.como, member.id)}/rewards/como-free-ale`, target, member.auth);
    expect(again.body.balance).toBe(50);
    expect((await call(base, 'POST', `${users(B.como, member.id)}/rewards`, target, member.auth)).body).toMatchObject({
      rewardId: 'como-free-ale',
      isApplied: true,
    });

    const unapplied = await call(base, 'PUT', `${users(B.como, member.id)}/rewards/como-free-ale/unapply`, target, member.auth);
    expect(unapplied.body).toMatchObject({ isApplied: false, balance: 150 });
    expectRefusal(await call(base, 'PUT', `${users(B.como, member.id)}/rewards/como-free-ale/unapply`, target, member.auth), 409, 'loyalty-reward-not-applied');
  });

  test("another diner's split, an unknown split and another business's bill are refused", async () => {
    const member = await comoMember();
    const stranger = await newDiner(base);
    const theirs = await issuedSplit(stranger);
    expectRefusal(await call(base, 'PUT', `${users(B.como, member.id)}/rewards/como-free-ale`, theirs, member.auth), 403, 'not-split-owner', 'body.splitId');
    expectRefusal(
      await call(base, 'POST', `${users(B.como, member.id)}/rewards`, { billId: theirs.billId, splitId: 'missing' }, member.auth),
      404,
      'bill-split-not-found',
    );
    const mine = await issuedSplit(member.diner);
    const pongo = await call(base, 'POST', `/public/businesses/${B.pongo}/users/${member.diner.guestId}/rewards`, mine, member.diner.headers);
    expect(pongo.status).toBe(404); // not a PONGO member yet
    expect((await prepare(B.pongo, member.diner.guestId, { phoneNumber: member.phone, hasOptIn: true }, member.diner.headers)).status).toBe(200);
    expectRefusal(
      await call(base, 'POST', `/public/businesses/${B.pongo}/users/${member.diner.guestId}/rewards`, mine, member.diner.headers),
      409,
      'business-mismatch',
    );
  });

  test('ZEROSIX does not burn', async () => {
    const account = await newAccount();
    expect((await prepare(B.zerosix, account.id, { phoneNumber: account.phone, hasOptIn: true }, account.auth)).status).toBe(200);
    const split = await issuedSplit(account.diner);
    expectRefusal(await call(base, 'PUT', `${users(B.zerosix, account.id)}/rewards/zerosix-snack`, split, account.auth), 409, 'loyalty-burn-disabled');
  });
});

describe('earn-after-pay', () => {
  const earnPath = (userId: string, billId: string, splitId: string) => `${users(B.como, userId)}/bills/${billId}/splits/${splitId}/earn-after-pay`;

  test('a paid split earns by the rule (10 points per pound) once; an unpaid split is refused', async () => {
    const member = await comoMember();
    const unpaid = await issuedSplit(member.diner);
    const body = { guestIdentificationParameters: { phoneNumber: member.phone, hasOptIn: true } };
    expectRefusal(await call(base, 'POST', earnPath(member.id, unpaid.billId, unpaid.splitId), body, member.auth), 409, 'split-not-paid', 'params.splitId');
    const paid = await payFreshSplit(sb, undefined, member.diner);
    expect(paid.intentStatus).toBe('succeeded');
    const first = await call(base, 'POST', earnPath(member.id, paid.billId, paid.splitId), body, member.auth);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ points: 50, undisclosed: false, balance: 200, alreadyEarned: false });
    const second = await call(base, 'POST', earnPath(member.id, paid.billId, paid.splitId), body, member.auth);
    expect(second.body).toEqual({ points: 50, undisclosed: false, balance: 200, alreadyEarned: true });
    // Someone else cannot earn on it, even with the split's ids.
    const other = await comoMember();
    expectRefusal(
      await call(
        base,
        'POST',
        earnPath(other.id, paid.billId, paid.splitId),
        { guestIdentificationParameters: { phoneNumber: other.phone, hasOptIn: true } },
        other.auth,
      ),
      403,
      'not-split-owner',
    );
  });

  test('50 concurrent earn-after-pay calls for one split credit the points once', async () => {
    const member = await comoMember();
    const paid = await payFreshSplit(sb, undefined, member.diner);
    const body = { guestIdentificationParameters: { phoneNumber: member.phone, hasOptIn: true } };
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(base, 'POST', earnPath(member.id, paid.billId, paid.splitId), body, member.auth)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(answers.filter((a) => a.body.alreadyEarned === false)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.points))).toEqual(new Set([50]));
    expect((await call(base, 'GET', users(B.como, member.id), undefined, member.auth)).body.balance).toBe(150 + 50);
    const earnings = await rows(sb.db, sql`SELECT count(*)::int AS n FROM loyalty_earnings WHERE bill_id = ${paid.billId} AND split_id = ${paid.splitId}`);
    expect(Number(earnings[0]?.n)).toBe(1);
  }, 120_000);
});

describe('guest-app users', () => {
  const app = `/marketing/public/api/v1/guest-apps/${loyaltySeedIds.guestApp}`;

  test('register, read, update, buy, reward code and earn-after-pay', async () => {
    const account = await newAccount();
    const user = `${app}/users/${account.id}`;
    expectRefusal(await call(base, 'GET', user, undefined, account.auth), 404, 'guest-app-user-not-found');
    expectRefusal(
      await call(base, 'POST', `${user}/register`, { guestIdentificationParameters: { phoneNumber: '+33 6 00 00 00 02', hasOptIn: true } }, account.auth),
      409,
      'guest-app-phone-mismatch',
    );
    expect(
      (await call(base, 'POST', `${user}/register`, { guestIdentificationParameters: { phoneNumber: account.phone, hasOptIn: false } }, account.auth)).body,
    ).toEqual({ enrolled: false });
    expect(
      (await call(base, 'POST', `${user}/register`, { guestIdentificationParameters: { phoneNumber: account.phone, hasOptIn: true } }, account.auth)).body,
    ).toEqual({ enrolled: true });
    const updated = await call(base, 'PUT', `${user}/update`, { email: ' Ada@Example.com ', firstName: '_', lastName: '_' }, account.auth);
    expect(updated.body).toMatchObject({ email: 'ada@example.com', firstName: '_', currentBalance: 40, loyaltyOptIn: true });
    const authenticated = await call(base, 'GET', `/marketing/api/v1/guest-apps/${loyaltySeedIds.guestApp}/users/${account.id}`, undefined, account.auth);
    expect(authenticated.body.id).toBe(account.id);
    expectRefusal(
      await call(base, 'GET', `/marketing/api/v1/guest-apps/${loyaltySeedIds.guestApp}/users/${account.id}`, undefined, account.diner.headers),
      401,
      'invalid-access-token',
    );

    const bought = await call(base, 'POST', `${user}/rewards/ga-crisps/buy`, undefined, account.auth);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body).toMatchObject({ label: 'A bag of crisps', balance: 10 });
    expectRefusal(await call(base, 'POST', `${user}/rewards/ga-crisps/buy`, undefined, account.auth), 409, 'loyalty-balance-too-low');
    expectRefusal(await call(base, 'POST', `${user}/rewards/nope/buy`, undefined, account.auth), 404, 'guest-app-reward-not-found');
    const code = await call(base, 'GET', `${user}/rewards/${bought.body.id}/reward-code`, undefined, account.auth);
    expect(code.body.rewardCode).toMatch(/^[0-9A-F]{12}$/);
    expectRefusal(await call(base, 'GET', `${user}/rewards/ga-reward-other/reward-code`, undefined, account.auth), 404, 'guest-app-reward-not-found');
    expect((await call(base, 'GET', user, undefined, account.auth)).body.rewards).toEqual([
      expect.objectContaining({ id: bought.body.id, name: 'A bag of crisps' }),
    ]);

    const paid = await payFreshSplit(sb, undefined, account.diner);
    const earnBody = { businessId: B.como, billId: paid.billId, splitId: paid.splitId };
    const earned = await call(base, 'POST', `${user}/earn-after-pay`, earnBody, account.auth);
    expect(earned.body).toMatchObject({ points: 10, balance: 20, alreadyEarned: false });
    expect((await call(base, 'POST', `${user}/earn-after-pay`, earnBody, account.auth)).body).toMatchObject({ points: 10, balance: 20, alreadyEarned: true });
    expectRefusal(await call(base, 'POST', `${user}/earn-after-pay`, { ...earnBody, businessId: B.pongo }, account.auth), 409, 'business-mismatch');
  });

  test('an unknown guest app is 404', async () => {
    const diner = await newDiner(base);
    expectRefusal(
      await call(base, 'GET', `/marketing/public/api/v1/guest-apps/nope/users/${diner.guestId}`, undefined, diner.headers),
      404,
      'guest-app-not-found',
    );
  });
});

describe('consent manager', () => {
  test('guest data collections: active, inactive, unknown', async () => {
    expect((await call(base, 'GET', '/consent-manager/v1/guest-data-collections/gdc-london-pub')).body).toMatchObject({ active: true });
    expect((await call(base, 'GET', '/consent-manager/v1/guest-data-collections/gdc-new-york-diner')).body).toMatchObject({ active: false });
    // The collection the Harbour Arms seed venue names, for its promotion consent dialog.
    expect(seedVenues.find((venue) => venue.id === seedIds.venues.harbourArms)).toMatchObject({ guestDataCollectionId: 'gdc-harbour-arms' });
    expect((await call(base, 'GET', '/consent-manager/v1/guest-data-collections/gdc-harbour-arms')).body).toMatchObject({
      businessId: 'business-harbour-arms',
      active: true,
    });
    expectRefusal(await call(base, 'GET', '/consent-manager/v1/guest-data-collections/nope'), 404, 'guest-data-collection-not-found');
  });

  test('a promotion opt-in records the venue consent of the identified user', async () => {
    const diner = await newDiner(base);
    const body = {
      businessId: B.como,
      email: 'ada@example.com',
      origin: 'PAT_RECEIPT',
      venueOptIn: true,
      sundayOptIn: false,
      countryCode: 'GB',
      userId: diner.guestId,
      totalAmount: 2_000_000,
      currency: 'GBP',
    };
    const consent = `/consent-manager/v1/user/${diner.guestId}/business/${B.como}`;
    expect((await call(base, 'GET', consent, undefined, diner.headers)).body.venueConsent).toBe(false);
    const sent = await call(base, 'POST', '/consent-manager/v1/opt-in', body, diner.headers);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.id).toMatch(/^opt-in-/);
    expect((await call(base, 'GET', consent, undefined, diner.headers)).body.venueConsent).toBe(true);
    // A guest without an identity sends no userId; sundayOptIn is always false; another user's id is refused.
    const { userId: _u, ...anonymous } = body;
    expect((await call(base, 'POST', '/consent-manager/v1/opt-in', anonymous)).status).toBe(201);
    expectRefusal(
      await call(base, 'POST', '/consent-manager/v1/opt-in', { ...body, sundayOptIn: true }, diner.headers),
      400,
      'invalid-request',
      'body.sundayOptIn',
    );
    expectRefusal(await call(base, 'POST', '/consent-manager/v1/opt-in', { ...body, email: 'nope' }, diner.headers), 400, 'invalid-request', 'body.email');
    expectRefusal(
      await call(base, 'POST', '/consent-manager/v1/opt-in', { ...body, businessId: 'business-nowhere' }, diner.headers),
      404,
      'business-not-found',
    );
    const other = await newDiner(base);
    expectRefusal(
      await call(base, 'POST', '/consent-manager/v1/opt-in', { ...body, userId: other.guestId }, diner.headers),
      403,
      'not-account-owner',
      'body.userId',
    );
  });

  test.each([
    ['cookies per user', (u: string) => `/consent-manager/v1/cookies/users/${u}`, 'PUT'],
    ['preferences per application', (u: string) => `/consent-manager/v1/applications/pay-at-table/users/${u}/preferences`, 'POST'],
  ])('%s: essential stays accepted, functional persists, unknown items are refused', async (_name, path, method) => {
    const diner = await newDiner(base);
    const initial = await call(base, 'GET', path(diner.guestId), undefined, diner.headers);
    expect(initial.body.saved).toBe(false);
    expect(
      initial.body.userPreferences.map((p: { id: string; userStatus: string; needToBeChanged: boolean }) => [p.id, p.userStatus, p.needToBeChanged]),
    ).toEqual([
      ['essential', 'ACCEPTED', false],
      ['functional', 'REFUSED', true],
    ]);
    const userPreferences = [
      { id: 'essential', preferenceId: { id: 'cookie-essential' }, type: 'essential', userStatus: 'REFUSED' },
      { id: 'functional', preferenceId: { id: 'cookie-functional' }, type: 'functional', userStatus: 'ACCEPTED' },
    ];
    const saved = await call(base, method, path(diner.guestId), { userPreferences }, diner.headers);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const again = await call(base, 'GET', path(diner.guestId), undefined, diner.headers);
    expect(again.body.saved).toBe(true);
    expect(again.body.userPreferences.map((p: { userStatus: string }) => p.userStatus)).toEqual(['ACCEPTED', 'ACCEPTED']);
    expectRefusal(
      await call(
        base,
        method,
        path(diner.guestId),
        { userPreferences: [{ id: 'ads', preferenceId: { id: 'cookie-ads' }, type: 'functional', userStatus: 'ACCEPTED' }] },
        diner.headers,
      ),
      400,
      'unknown-cookie-preference',
      'body.userPreferences.0',
    );
  });

  test('marketing opt-in per brand: brands given change, the others keep their consent', async () => {
    const account = await newAccount();
    const path = `/consent-manager/v1/applications/${loyaltySeedIds.guestApp}/users/${account.id}/opt-in`;
    expect((await call(base, 'GET', path, undefined, account.auth)).body.brands).toEqual([
      { name: 'volfoni', consent: false },
      { name: 'leon', consent: false },
      { name: 'au_bureau', consent: false },
      { name: 'hippo', consent: false },
    ]);
    await call(
      base,
      'PUT',
      path,
      {
        hasOptIn: true,
        brands: [
          { name: 'leon', consent: true },
          { name: 'hippo', consent: true },
        ],
      },
      account.auth,
    );
    const changed = await call(
      base,
      'PUT',
      path,
      { appId: loyaltySeedIds.guestApp, userId: account.id, hasOptIn: true, brands: [{ name: 'hippo', consent: false }] },
      account.auth,
    );
    expect(changed.body).toMatchObject({
      hasOptIn: true,
      brands: [
        { name: 'volfoni', consent: false },
        { name: 'leon', consent: true },
        { name: 'au_bureau', consent: false },
        { name: 'hippo', consent: false },
      ],
    });
    expectRefusal(await call(base, 'PUT', path, { hasOptIn: true, brands: [{ name: 'acme', consent: true }] }, account.auth), 400, 'invalid-request');
    expectRefusal(await call(base, 'PUT', path, { hasOptIn: true, userId: 'someone-else' }, account.auth), 400, 'invalid-request', 'body.userId');
  });
});

describe("another user's id is 403 on every /users/{userId} path, and reveals nothing", () => {
  const S = { billId: 'bill-x', splitId: 'split-x' };
  const ga = `/marketing/public/api/v1/guest-apps/${loyaltySeedIds.guestApp}/users`;
  const routes: [string, (u: string) => string, unknown][] = [
    ['GET', (u) => users(B.como, u), undefined],
    ['GET', (u) => `${users(B.como, u)}/rewards`, undefined],
    ['POST', (u) => `${users(B.como, u)}/rewards`, S],
    ['PUT', (u) => `${users(B.como, u)}/rewards/como-free-ale`, S],
    ['PUT', (u) => `${users(B.como, u)}/rewards/como-free-ale/unapply`, S],
    [
      'POST',
      (u) => `${users(B.como, u)}/bills/bill-x/splits/split-x/earn-after-pay`,
      { guestIdentificationParameters: { phoneNumber: '0612345678', hasOptIn: true } },
    ],
    ['GET', (u) => `${ga}/${u}`, undefined],
    ['GET', (u) => `/marketing/api/v1/guest-apps/${loyaltySeedIds.guestApp}/users/${u}`, undefined],
    ['POST', (u) => `${ga}/${u}/register`, { guestIdentificationParameters: { phoneNumber: '0612345678', hasOptIn: true } }],
    ['PUT', (u) => `${ga}/${u}/update`, { email: 'a@example.com', firstName: '_', lastName: '_' }],
    ['POST', (u) => `${ga}/${u}/rewards/ga-crisps/buy`, undefined],
    ['GET', (u) => `${ga}/${u}/rewards/r1/reward-code`, undefined],
    ['POST', (u) => `${ga}/${u}/earn-after-pay`, { businessId: B.como, ...S }],
    ['GET', (u) => `/consent-manager/v1/user/${u}/business/${B.como}`, undefined],
    ['GET', (u) => `/consent-manager/v1/cookies/users/${u}`, undefined],
    ['PUT', (u) => `/consent-manager/v1/cookies/users/${u}`, { userPreferences: [] }],
    ['GET', (u) => `/consent-manager/v1/applications/app-1/users/${u}/preferences`, undefined],
    ['POST', (u) => `/consent-manager/v1/applications/app-1/users/${u}/preferences`, { userPreferences: [] }],
    ['GET', (u) => `/consent-manager/v1/applications/app-1/users/${u}/opt-in`, undefined],
    ['PUT', (u) => `/consent-manager/v1/applications/app-1/users/${u}/opt-in`, { hasOptIn: true }],
  ];
  let owner: Account;
  let intruder: Account;
  beforeAll(async () => {
    owner = await comoMember();
    intruder = await newAccount();
  }, 60_000);

  test.each(routes.map(([method, path, body]) => [`${method} ${path(':userId')}`, method, path, body] as const))('%s', async (_label, method, path, body) => {
    const answers = [
      await call(base, method, path(owner.id), body, intruder.auth),
      await call(base, method, path('user-that-does-not-exist'), body, intruder.auth),
      // A guest token for another guest identity (the bearer-only path answers 401 to a guest token instead).
      ...(path('u').startsWith('/marketing/api/') ? [] : [await call(base, method, path(owner.diner.guestId), body, intruder.diner.headers)]),
    ];
    for (const answer of answers) expectRefusal(answer, 403, 'not-account-owner', 'params.userId');
    expect(answers[0]?.body).toEqual(answers[1]?.body);
    // Without any token: 401.
    expectRefusal(await call(base, method, path(owner.id), body), 401, 'invalid-access-token', 'header.authorization');
  });
});

describe('burning a reward changes the money', () => {
  const ale = (member: Account) => `${users(B.como, member.id)}/rewards/como-free-ale`;

  async function engage(diner: Diner, billId: string, splitId: string): Promise<string> {
    const paymentId = `payment-${crypto.randomUUID()}`;
    const engaged = await call(
      base,
      'PATCH',
      `/billing/bills/${billId}/splits/${splitId}/engage-payment`,
      { paymentId, consumer: diner.consumer },
      diner.headers,
    );
    expect(engaged.status, JSON.stringify(engaged.body)).toBe(200);
    return typeof engaged.body?.paymentId === 'string' ? engaged.body.paymentId : paymentId;
  }

  async function engageAndCreateIntent(diner: Diner, billId: string, splitId: string): Promise<Answer> {
    const paymentId = await engage(diner, billId, splitId);
    return call(base, 'POST', '/sandbox-payments/payment-intents', { billId, splitId, paymentId }, diner.headers);
  }

  test('an applied reward lowers what the split charges; the full amount is an amount-mismatch; unapplying restores', async () => {
    const member = await comoMember();
    const restored = await issuedSplit(member.diner);
    expect((await call(base, 'PUT', ale(member), restored, member.auth)).status).toBe(200);
    expect((await call(base, 'PUT', `${ale(member)}/unapply`, restored, member.auth)).status).toBe(200);
    expect((await engageAndCreateIntent(member.diner, restored.billId, restored.splitId)).body.amount).toEqual({ amount: 1_000_000, currency: 'GBP' });

    const split = await issuedSplit(member.diner);
    expect((await call(base, 'PUT', ale(member), split, member.auth)).body.amount).toEqual({ amount: 600_000, currency: 'GBP' });
    const paymentId = await engage(member.diner, split.billId, split.splitId);
    const target = { billId: split.billId, splitId: split.splitId, paymentId };
    const mismatch = await call(
      base,
      'POST',
      '/sandbox-payments/payment-intents',
      { ...target, amount: { amount: 1_000_000, currency: 'GBP' } },
      member.diner.headers,
    );
    expectRefusal(mismatch, 422, 'amount-mismatch', 'amount');
    expect(mismatch.body.message).toContain('400000');
    // Once engaged, the reward can no longer be removed.
    expectRefusal(await call(base, 'PUT', `${ale(member)}/unapply`, split, member.auth), 409, 'split-not-editable');
    const created = await call(
      base,
      'POST',
      '/sandbox-payments/payment-intents',
      { ...target, amount: { amount: 400_000, currency: 'GBP' } },
      member.diner.headers,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const confirmed = await call(
      base,
      'POST',
      `/sandbox-payments/payment-intents/${created.body.id}/confirm`,
      { clientSecret: created.body.clientSecret, paymentMethod: { type: 'card', paymentMethodId: await tokenizeTestCard(base, TEST_CARDS.succeeds) } },
      member.diner.headers,
    );
    expect(confirmed.body).toMatchObject({ status: 'succeeded', amountCaptured: { amount: 400_000, currency: 'GBP' } });
    // The receipt of the £4 payment renders (its view lists the reward: services/receipt-view.test.ts).
    const receipt = await fetch(`${base}/receipt/receipts/v2/payments/${paymentId}`, { headers: member.diner.headers });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toContain('application/pdf');
    // The bill shows what the card paid and the reward as a loyalty-reward-applied-via-sunday line.
    const lines = buildBillPaymentLines(await bill(base, split.billId)).map((line) => [line.kind, line.amount.amount]);
    expect(lines).toEqual([
      ['sunday', 400_000],
      ['loyalty-reward-applied-via-sunday', 600_000],
    ]);
    // The card paid £4: that is what earns (10 points per pound).
    const earned = await call(
      base,
      'POST',
      `${users(B.como, member.id)}/bills/${split.billId}/splits/${split.splitId}/earn-after-pay`,
      { guestIdentificationParameters: { phoneNumber: member.phone, hasOptIn: true } },
      member.auth,
    );
    expect(earned.body).toMatchObject({ points: 40, balance: 90, alreadyEarned: false });
  });

  test('100 concurrent apply/unapply pairs on one split: the charged amount always equals the split amount minus the applied reward', async () => {
    const rounds: number[] = [];
    for (const engageAfter of [0, 25, 50, 75, 100]) {
      const member = await comoMember();
      const split = await issuedSplit(member.diner);
      let done = 0;
      let intent: Answer | undefined;
      let engaging: Promise<void> | undefined;
      const engage = () => {
        engaging ??= engageAndCreateIntent(member.diner, split.billId, split.splitId).then((answer) => {
          intent = answer;
        });
        return engaging;
      };
      // Even pairs apply then unapply, odd pairs unapply then apply: the reward is on or off when the split is engaged.
      const pair = async (index: number) => {
        const order = index % 2 === 0 ? [ale(member), `${ale(member)}/unapply`] : [`${ale(member)}/unapply`, ale(member)];
        const answers = [];
        for (const path of order) answers.push(await call(base, 'PUT', path, split, member.auth));
        for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
        done += 1;
        if (done === engageAfter) await engage();
      };
      if (engageAfter === 0) void engage();
      await Promise.all(Array.from({ length: 100 }, (_, index) => pair(index)));
      await engage();
      expect(intent?.status, JSON.stringify(intent?.body)).toBe(201);
      const reward = await rows(sb.db, sql`SELECT amount FROM loyalty_applied_rewards WHERE bill_id = ${split.billId} AND split_id = ${split.splitId}`);
      const appliedAmount = reward.length === 1 ? Number(reward[0]?.amount) : 0;
      expect(intent?.body.amount).toEqual({ amount: 1_000_000 - appliedAmount, currency: 'GBP' });
      // The points match too: burnt exactly when the reward stayed applied.
      const balance = (await call(base, 'GET', users(B.como, member.id), undefined, member.auth)).body.balance;
      expect(balance).toBe(appliedAmount > 0 ? 50 : 150);
      rounds.push(appliedAmount);
    }
    process.stdout.write(`apply/unapply race: reward applied when the split was engaged, per round: ${rounds.join(', ')}\n`);
  }, 240_000);
});
