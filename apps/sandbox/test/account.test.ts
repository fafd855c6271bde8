import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rows } from '../src/db/rows.js';
import type { Sandbox } from '../src/server.js';
import { call, newDiner, startSandbox, type Answer, type Diner } from './helpers.js';
import { payFreshSplit } from './payment-flow.js';

/**
 * Guest accounts (issue 13, 3 §4–§9): the SMS gateway simulator (6-digit codes kept hashed, 5 minutes, 5 tries, 15 s
 * between sends), login by phone and code to a signed bearer token, the account (`users/me`, PATCH, personal
 * details, token renewal), the unverified e-mail and its link from the outbox, the receipts of the payments made on
 * the device before and after login, and the bearer and ownership checks of every `/users/{userId}` path.
 * The sandbox's clock is real time plus `offset`, moved forward to pass the limits with their real values.
 */

let sb: Sandbox;
let base: string;
let offset = 0;
const now = () => Date.now() + offset;

beforeAll(async () => {
  sb = await startSandbox({ now });
  base = sb.url;
}, 120_000);
afterAll(() => sb.close());

let phoneSeq = 0;
/** A fresh valid French mobile number as a diner types it, and its E.164 form. */
function freshPhone(): { typed: string; e164: string } {
  phoneSeq += 1;
  const digits = `${String(process.pid % 100).padStart(2, '0')}${String(phoneSeq).padStart(4, '0')}`;
  return { typed: `06 12 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)}`, e164: `+33612${digits}` };
}

async function requestCode(phoneNumber: string, extra: Record<string, unknown> = {}): Promise<Answer> {
  return call(base, 'POST', '/user-account/login/code', { phoneNumber, ...extra });
}

/** The newest SMS code sent to `e164`, read from the outbox as a diner would. */
async function codeFromOutbox(e164: string): Promise<string> {
  const { body } = await call(base, 'GET', '/sandbox/outbox.json');
  const sms = body.messages.find((m: { channel: string; recipient: string }) => m.channel === 'sms' && m.recipient === e164);
  const code = /\b(\d{6})\b/.exec(String(sms?.body))?.[1];
  if (!code) throw new Error(`no SMS code for ${e164} in the outbox`);
  return code;
}

async function login(phoneNumber: string, code: string, headers: Record<string, string> = {}): Promise<Answer> {
  return call(base, 'POST', '/user-account/login', { phoneNumber, code }, headers);
}

interface Account {
  id: string;
  phone: string;
  token: string;
  auth: Record<string, string>;
}

/** Requests a code, reads it from the outbox and logs in (with the diner's guest token when given). */
async function newAccount(diner?: Diner): Promise<Account & { answer: Answer }> {
  const phone = freshPhone();
  expect((await requestCode(phone.typed)).status).toBe(202);
  const answer = await login(phone.typed, await codeFromOutbox(phone.e164), diner?.headers ?? {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { id: answer.body.user.id, phone: phone.e164, token: answer.body.accessToken, auth: { authorization: `Bearer ${answer.body.accessToken}` }, answer };
}

function expectRefusal(answer: Answer, status: number, type: string, field: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ type, field });
  expect(String(answer.body.message)).toContain(field);
}

/** A wrong code for `right`: same length, another value. */
function wrong(right: string, n = 1): string {
  return String((Number(right) + n) % 1_000_000).padStart(6, '0');
}

describe('the SMS gateway simulator', () => {
  test('a code request sends a 6-digit SMS to the outbox, stores only its hash, and /sandbox/outbox shows SMS beside e-mails', async () => {
    const phone = freshPhone();
    const sent = await requestCode(phone.typed);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ phoneNumber: phone.e164, codeLength: 6 });
    expect(sent.body.expiresAt - sent.body.sentAt).toBe(5 * 60_000);
    expect(sent.body.resendAvailableAt - sent.body.sentAt).toBe(15_000);
    const code = await codeFromOutbox(phone.e164);
    expect(code).toMatch(/^\d{6}$/);

    const [stored] = await rows(sb.db, sql`SELECT code_hash AS "hash" FROM account_sms_codes WHERE phone_number = ${phone.e164}`);
    expect(String(stored?.hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(String(stored?.hash)).not.toContain(code);

    // An e-mail in the outbox too (a verification e-mail), then the page lists both channels.
    const account = await newAccount();
    expect((await call(base, 'PATCH', '/user-account/users/me', { email: `outbox-${account.id}@example.com` }, account.auth)).status).toBe(200);
    const page = await fetch(`${base}/sandbox/outbox`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<td>SMS</td>');
    expect(html).toContain('<td>E-mail</td>');
    expect(html).toContain(phone.e164);
  });

  test("the SMS is worded in the body's locale, else Accept-Language's, else en-US", async () => {
    const sms = async (phone: { e164: string }) => {
      const { body } = await call(base, 'GET', '/sandbox/outbox.json');
      return body.messages.find((m: { channel: string; recipient: string }) => m.channel === 'sms' && m.recipient === phone.e164);
    };
    const english = freshPhone();
    await requestCode(english.typed);
    expect((await sms(english)).body).toMatch(/^Your Tableside code is \d{6}\. It is valid for 5 min\./);
    const french = freshPhone();
    await call(base, 'POST', '/user-account/login/code', { phoneNumber: french.typed }, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(await sms(french)).toMatchObject({
      subject: 'Votre code de connexion Tableside',
      body: expect.stringMatching(/^Votre code Tableside est \d{6}\. Il est valable 5 min\./),
    });
    const german = freshPhone();
    await call(base, 'POST', '/user-account/login/code', { phoneNumber: german.typed, locale: 'de-AT' }, { 'accept-language': 'fr' });
    expect((await sms(german)).body).toMatch(/^Ihr Tableside-Code lautet \d{6}\./);
    expectRefusal(await requestCode(freshPhone().typed, { locale: 'not a tag!' }), 400, 'invalid-request', 'body.locale');
  });

  test('phone numbers are validated for the chosen country (default FR) and normalised to E.164', async () => {
    const bad = await requestCode('12');
    expectRefusal(bad, 400, 'login.invalid_phone', 'body.phoneNumber');
    expect(bad.body.message).toContain('12');
    // A British number is not a French one unless GB is chosen.
    expectRefusal(await requestCode('+44 7400 123456'), 400, 'login.invalid_phone', 'body.phoneNumber');
    const british = await requestCode('07400 123456', { countryCode: 'GB' });
    expect(british.status, JSON.stringify(british.body)).toBe(202);
    expect(british.body.phoneNumber).toBe('+447400123456');
    // The international form of a French number is the same number.
    const phone = freshPhone();
    expect((await requestCode(phone.e164)).body.phoneNumber).toBe(phone.e164);
    expectRefusal(await requestCode('0612345678', { countryCode: 'ZZ' }), 400, 'invalid-request', 'body.countryCode');
    expectRefusal(await requestCode('0612345678', { countryCode: 'fr' }), 400, 'invalid-request', 'body.countryCode');
    expectRefusal(await call(base, 'POST', '/user-account/login/code', {}), 400, 'invalid-request', 'body.phoneNumber');
    expectRefusal(await call(base, 'POST', '/user-account/login/code', { phoneNumber: 612345678 }), 400, 'invalid-request', 'body.phoneNumber');
  });

  test('a new code is refused within 15 s of the last send, then sent; only the newest code works', async () => {
    const phone = freshPhone();
    expect((await requestCode(phone.typed)).status).toBe(202);
    const first = await codeFromOutbox(phone.e164);
    offset += 14_000;
    const early = await requestCode(phone.typed);
    expectRefusal(early, 429, 'sms-code-resend-too-soon', 'body.phoneNumber');
    expect(early.body.message).toMatch(/try again in 1 s/);
    offset += 1_000;
    expect((await requestCode(phone.typed)).status).toBe(202);
    const second = await codeFromOutbox(phone.e164);
    if (second !== first) expectRefusal(await login(phone.typed, first), 400, 'login.invalid_code', 'body.code');
    expect((await login(phone.typed, second)).status).toBe(200);
  });

  test('ten requests at once send one code', async () => {
    const phone = freshPhone();
    const answers = await Promise.all(Array.from({ length: 10 }, () => requestCode(phone.typed)));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
    const { body } = await call(base, 'GET', '/sandbox/outbox.json');
    expect(body.messages.filter((m: { recipient: string }) => m.recipient === phone.e164)).toHaveLength(1);
  });

  test('after 5 wrong tries the code is dead, even the right one; a new code works', async () => {
    const phone = freshPhone();
    await requestCode(phone.typed);
    const code = await codeFromOutbox(phone.e164);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = await login(phone.typed, wrong(code, attempt));
      expectRefusal(answer, 400, 'login.invalid_code', 'body.code');
      expect(answer.body.message).toContain(`${5 - attempt} tr`);
    }
    expectRefusal(await login(phone.typed, wrong(code, 5)), 429, 'sms-code-locked', 'body.code');
    expectRefusal(await login(phone.typed, code), 429, 'sms-code-locked', 'body.code');
    offset += 15_000;
    await requestCode(phone.typed);
    expect((await login(phone.typed, await codeFromOutbox(phone.e164))).status).toBe(200);
  });

  test('wrong tries sent at once are counted under the code lock: 4 wrong, then locked', async () => {
    const phone = freshPhone();
    await requestCode(phone.typed);
    const code = await codeFromOutbox(phone.e164);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(phone.typed, wrong(code, i + 1))));
    expect(answers.filter((a) => a.body.type === 'login.invalid_code')).toHaveLength(4);
    expect(answers.filter((a) => a.body.type === 'sms-code-locked')).toHaveLength(8);
    expectRefusal(await login(phone.typed, code), 429, 'sms-code-locked', 'body.code');
  });

  test('the right code sent ten times at once logs in once', async () => {
    const phone = freshPhone();
    await requestCode(phone.typed);
    const code = await codeFromOutbox(phone.e164);
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(phone.typed, code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.type === 'sms-code-not-requested')).toHaveLength(9);
  });

  test('a code expires after 5 minutes; it works just before', async () => {
    const late = freshPhone();
    await requestCode(late.typed);
    const lateCode = await codeFromOutbox(late.e164);
    const onTime = freshPhone();
    await requestCode(onTime.typed);
    const onTimeCode = await codeFromOutbox(onTime.e164);
    offset += 5 * 60_000 - 2_000;
    expect((await login(onTime.typed, onTimeCode)).status).toBe(200);
    offset += 2_500;
    expectRefusal(await login(late.typed, lateCode), 410, 'sms-code-expired', 'body.code');
  });

  test('a code works once; a number with no code, a malformed code and a missing field are refused', async () => {
    const account = await newAccount();
    expect(account.answer.body.created).toBe(true);
    const code = await codeFromOutbox(account.phone);
    expectRefusal(await login(account.phone, code), 400, 'sms-code-not-requested', 'body.phoneNumber');
    expectRefusal(await login(freshPhone().typed, '123456'), 400, 'sms-code-not-requested', 'body.phoneNumber');
    expectRefusal(await login(account.phone, '12345'), 400, 'invalid-request', 'body.code');
    expectRefusal(await login(account.phone, '12345a'), 400, 'invalid-request', 'body.code');
    expectRefusal(await login('not a phone', '123456'), 400, 'login.invalid_phone', 'body.phoneNumber');
    expectRefusal(await call(base, 'POST', '/user-account/login', { phoneNumber: account.phone }), 400, 'invalid-request', 'body.code');
  });
});

describe('login and the access token', () => {
  test('login answers a signed HS256 bearer token with an expiry; the same phone logs into the same account', async () => {
    const account = await newAccount();
    const answer = account.answer.body;
    expect(answer).toMatchObject({
      tokenType: 'Bearer',
      created: true,
      guestLinked: false,
      user: { id: account.id, type: 'account', phoneNumber: account.phone },
    });
    expect(decodeProtectedHeader(account.token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(answer.expiresAt - now()).toBeGreaterThan(12 * 3_600_000 - 5_000);
    expect(answer.expiresAt - now()).toBeLessThanOrEqual(12 * 3_600_000 + 1_000);
    expect(answer.expiresIn).toBeGreaterThan(12 * 3_600 - 5);

    offset += 15_000;
    await requestCode(account.phone);
    const again = await login(account.phone, await codeFromOutbox(account.phone));
    expect(again.body).toMatchObject({ created: false, user: { id: account.id } });
  });

  test('GET users/me and users/{own id} answer the account; the access-token call renews the token', async () => {
    const account = await newAccount();
    const me = await call(base, 'GET', '/user-account/users/me', undefined, account.auth);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: account.id,
      type: 'account',
      phoneNumber: account.phone,
      firstName: null,
      lastName: null,
      email: null,
      emailVerified: false,
      verificationRequired: false,
      picture: null,
      createdAt: expect.any(Number),
    });
    expect((await call(base, 'GET', `/user-account/users/${account.id}`, undefined, account.auth)).body).toEqual(me.body);

    offset += 60_000;
    const renewed = await call(base, 'POST', `/user-account/users/${account.id}/access-token`, undefined, account.auth);
    expect(renewed.status).toBe(200);
    expect(renewed.body.tokenType).toBe('Bearer');
    expect(renewed.body.expiresAt).toBeGreaterThan(account.answer.body.expiresAt);
    expect((await call(base, 'GET', '/user-account/users/me', undefined, { authorization: `Bearer ${renewed.body.accessToken}` })).body.id).toBe(account.id);
    expect((await call(base, 'POST', '/user-account/users/me/access-token', undefined, account.auth)).status).toBe(200);
  });

  test('a missing, malformed, forged, unsigned, foreign or expired token is 401 naming the authorization header', async () => {
    const account = await newAccount();
    const diner = await newDiner(base);
    const [header, payload] = account.token.split('.');
    const otherKey = new TextEncoder().encode('another-secret-another-secret-32b');
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.id)
      .setIssuer('tableside-sandbox')
      .setAudience('tableside-account')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(otherKey);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: 'user-someone-else', iss: 'tableside-sandbox', aud: 'tableside-account', iat: 1, exp: 99_999_999_999 })).toString('base64url')}.${account.token.split('.')[2]}`;
    const cases: [Record<string, string>, string][] = [
      [{}, 'invalid-access-token'],
      [{ authorization: account.token }, 'invalid-access-token'],
      [{ authorization: 'Bearer ' }, 'invalid-access-token'],
      [{ authorization: 'Bearer not-a-token' }, 'invalid-access-token'],
      [{ authorization: `Basic ${account.token}` }, 'invalid-access-token'],
      [{ authorization: `Bearer ${foreign}` }, 'invalid-access-token'],
      [{ authorization: `Bearer ${unsigned}` }, 'invalid-access-token'],
      [{ authorization: `Bearer ${tampered}` }, 'invalid-access-token'],
      [{ authorization: `Bearer ${diner.token}` }, 'invalid-access-token'],
      [diner.headers, 'invalid-access-token'],
    ];
    for (const [headers, type] of cases) {
      for (const [method, path] of [
        ['GET', '/user-account/users/me'],
        ['GET', '/marketing/api/v1/receipts'],
        ['POST', `/user-account/users/${account.id}/access-token`],
      ] as const) {
        const answer = await call(base, method, path, undefined, headers);
        expectRefusal(answer, 401, type, 'header.authorization');
      }
    }
    const response = await fetch(`${base}/user-account/users/me`, { headers: { authorization: 'Bearer nope' } });
    expect(response.headers.get('www-authenticate')).toContain('Bearer');

    offset += 12 * 3_600_000 + 1_000;
    expectRefusal(await call(base, 'GET', '/user-account/users/me', undefined, account.auth), 401, 'access-token-expired', 'header.authorization');
    expectRefusal(
      await call(base, 'POST', '/user-account/users/me/access-token', undefined, account.auth),
      401,
      'access-token-expired',
      'header.authorization',
    );
  });

  test('PATCH and PUT check the token before the body: a bad body without a valid token is 401, with one it is 400', async () => {
    const account = await newAccount();
    const routes: [string, string, unknown][] = [
      ['PATCH', '/user-account/users/me', { email: 'not-an-email', firstName: 42 }],
      ['PUT', `/user-account/users/${account.id}/personal-details`, { firstName: '   ' }],
    ];
    for (const [method, path, body] of routes) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
        expectRefusal(await call(base, method, path, body, headers), 401, 'invalid-access-token', 'header.authorization');
        // Not even malformed JSON is read before the token.
        const malformed = await fetch(`${base}${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: '{"firstName":' });
        expect(malformed.status).toBe(401);
        expect(await malformed.json()).toMatchObject({ type: 'invalid-access-token', field: 'header.authorization' });
      }
      const refused = await call(base, method, path, body, account.auth);
      expect(refused.status).toBe(400);
      expect(refused.body.type).toBe('invalid-request');
      expect(refused.body.field).toMatch(/^body\./);
    }
  });
});

describe('authorisation of /users/{userId}', () => {
  test("every /users/{userId} route with another user's token is 403 and reveals nothing; the other account is unchanged", async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const bobBefore = (await call(base, 'GET', '/user-account/users/me', undefined, bob.auth)).body;
    const routes: [string, (id: string) => string, unknown][] = [
      ['GET', (id) => `/user-account/users/${id}`, undefined],
      ['PATCH', (id) => `/user-account/users/${id}`, { firstName: 'Mallory' }],
      ['PUT', (id) => `/user-account/users/${id}/personal-details`, { firstName: 'Mallory', lastName: 'M', email: 'mallory@example.com' }],
      ['POST', (id) => `/user-account/users/${id}/access-token`, undefined],
    ];
    for (const [method, path, body] of routes) {
      const other = await call(base, method, path(bob.id), body, alice.auth);
      const missing = await call(base, method, path('user-does-not-exist'), body, alice.auth);
      expectRefusal(other, 403, 'not-account-owner', 'params.userId');
      // The same answer for an account that does not exist: nothing tells them apart.
      expect(missing).toEqual(other);
      expect(JSON.stringify(other.body)).not.toContain(bob.phone);
      // Without a valid token the answer is 401, never 403 or the data.
      expectRefusal(await call(base, method, path(bob.id), body), 401, 'invalid-access-token', 'header.authorization');
      // The owner gets through.
      expect((await call(base, method, path(bob.id), body === undefined ? undefined : { firstName: 'Bob', lastName: 'B' }, bob.auth)).status).toBe(200);
    }
    const bobAfter = (await call(base, 'GET', '/user-account/users/me', undefined, bob.auth)).body;
    expect(bobAfter).toEqual({ ...bobBefore, firstName: 'Bob', lastName: 'B' });
    const tooLong = await call(base, 'GET', `/user-account/users/${'x'.repeat(300)}`, undefined, alice.auth);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.field).toBe('params.userId');
  });
});

describe('the account: profile, personal details and the unverified e-mail', () => {
  test('PATCH users/me sets names and an e-mail; the e-mail stays unverified until the link in the outbox is opened', async () => {
    const account = await newAccount();
    const email = `diner-${account.id}@example.com`;
    const patched = await call(
      base,
      'PATCH',
      '/user-account/users/me',
      { firstName: '  Zoé ', lastName: 'Martin', email: `  ${email.toUpperCase()} ` },
      account.auth,
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ firstName: 'Zoé', lastName: 'Martin', email, emailVerified: false, verificationRequired: true });
    expect((await call(base, 'GET', '/user-account/users/me', undefined, account.auth)).body.verificationRequired).toBe(true);

    const { body } = await call(base, 'GET', '/sandbox/outbox.json');
    const mail = body.messages.find((m: { channel: string; recipient: string }) => m.channel === 'email' && m.recipient === email);
    const link = /(https?:\/\/\S+\/user-account\/email-verifications\/[A-Za-z0-9_-]{43})/.exec(String(mail?.body))?.[1];
    expect(link).toBeDefined();
    // The outbox page makes the link clickable.
    expect(await (await fetch(`${base}/sandbox/outbox`)).text()).toContain(`<a href="${link ?? ''}">`);
    const opened = await fetch(link ?? '');
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toContain('text/html');
    expect(await opened.text()).toContain(email);
    expect((await call(base, 'GET', '/user-account/users/me', undefined, account.auth)).body).toMatchObject({
      email,
      emailVerified: true,
      verificationRequired: false,
    });

    const path = new URL(link ?? '').pathname;
    expectRefusal(await call(base, 'GET', path), 404, 'email-verification-link-invalid', 'params.token');
    expectRefusal(await call(base, 'GET', '/user-account/email-verifications/short'), 400, 'invalid-request', 'params.token');
    expectRefusal(await call(base, 'GET', `/user-account/email-verifications/${'A'.repeat(43)}`), 404, 'email-verification-link-invalid', 'params.token');

    // Names only: the verified e-mail stays verified; null clears a name.
    expect((await call(base, 'PATCH', '/user-account/users/me', { firstName: null }, account.auth)).body).toMatchObject({
      firstName: null,
      lastName: 'Martin',
      emailVerified: true,
    });
  });

  test('the link points to the address the sandbox answered on, whatever Host header the request sent', async () => {
    const account = await newAccount();
    const email = `host-${account.id}@example.com`;
    // fetch does not send a Host header of its own: node:http does.
    const status = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest(
        `${base}/user-account/users/me`,
        { method: 'PATCH', headers: { ...account.auth, host: 'evil.example', 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      sent.on('error', reject);
      sent.end(JSON.stringify({ email }));
    });
    expect(status).toBe(200);
    const { body } = await call(base, 'GET', '/sandbox/outbox.json');
    const mail = body.messages.find((m: { channel: string; recipient: string }) => m.channel === 'email' && m.recipient === email);
    expect(String(mail?.body)).toContain(`${base}/user-account/email-verifications/`);
    expect(String(mail?.body)).not.toContain('evil.example');
  });

  test('the verification e-mail and page are worded in the diner’s language', async () => {
    const account = await newAccount();
    const email = `fr-${account.id}@example.com`;
    await call(base, 'PATCH', '/user-account/users/me', { email }, { ...account.auth, 'accept-language': 'fr' });
    const { body } = await call(base, 'GET', '/sandbox/outbox.json');
    const mail = body.messages.find((m: { channel: string; recipient: string }) => m.channel === 'email' && m.recipient === email);
    expect(mail).toMatchObject({ subject: 'Vérifiez votre adresse e-mail', body: expect.stringContaining('valable 24 h') });
    const page = await fetch(`${base}${await linkFor(email)}`, { headers: { 'accept-language': 'fr' } });
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`<h1>Adresse e-mail vérifiée</h1>`);
    expect(html).toContain(`${email} est désormais vérifiée`);
  });

  test('a changed e-mail is unverified again, and the old link no longer verifies anything', async () => {
    const account = await newAccount();
    const first = `first-${account.id}@example.com`;
    await call(base, 'PATCH', '/user-account/users/me', { email: first }, account.auth);
    const firstLink = await linkFor(first);
    const second = `second-${account.id}@example.com`;
    expect((await call(base, 'PATCH', '/user-account/users/me', { email: second }, account.auth)).body).toMatchObject({
      email: second,
      verificationRequired: true,
    });
    expectRefusal(await call(base, 'GET', firstLink), 409, 'email-verification-link-outdated', 'params.token');
    expect((await call(base, 'GET', '/user-account/users/me', undefined, account.auth)).body.emailVerified).toBe(false);
    expect((await fetch(`${base}${await linkFor(second)}`)).status).toBe(200);
  });

  test('a verification link expires after 24 hours', async () => {
    const account = await newAccount();
    const email = `late-${account.id}@example.com`;
    await call(base, 'PATCH', '/user-account/users/me', { email }, account.auth);
    const link = await linkFor(email);
    offset += 24 * 3_600_000 + 1_000;
    expectRefusal(await call(base, 'GET', link), 410, 'email-verification-link-expired', 'params.token');
  });

  test("another account's e-mail is 409 error.auth.emailAlreadyExists; bad names and e-mails are 400 naming the field", async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const email = `taken-${owner.id}@example.com`;
    expect((await call(base, 'PATCH', '/user-account/users/me', { email }, owner.auth)).status).toBe(200);
    expectRefusal(
      await call(base, 'PATCH', '/user-account/users/me', { email: email.toUpperCase() }, other.auth),
      409,
      'error.auth.emailAlreadyExists',
      'body.email',
    );
    expectRefusal(
      await call(base, 'PUT', '/user-account/users/me/personal-details', { firstName: 'A', lastName: 'B', email }, other.auth),
      409,
      'error.auth.emailAlreadyExists',
      'body.email',
    );
    expectRefusal(await call(base, 'PATCH', '/user-account/users/me', { email: 'not-an-email' }, other.auth), 400, 'invalid-request', 'body.email');
    expectRefusal(await call(base, 'PATCH', '/user-account/users/me', { firstName: '   ' }, other.auth), 400, 'invalid-request', 'body.firstName');
    expectRefusal(await call(base, 'PATCH', '/user-account/users/me', { lastName: 42 }, other.auth), 400, 'invalid-request', 'body.lastName');
    expectRefusal(await call(base, 'PATCH', '/user-account/users/me', { firstName: 'x'.repeat(101) }, other.auth), 400, 'invalid-request', 'body.firstName');
    expectRefusal(await call(base, 'PATCH', '/user-account/users/me', '[]', other.auth), 400, 'invalid-request', 'body');
    // Twenty accounts claiming one address at once: one gets it.
    const racers = await Promise.all(Array.from({ length: 5 }, () => newAccount()));
    const contested = `contested-${owner.id}@example.com`;
    const answers = await Promise.all(racers.map((r) => call(base, 'PATCH', '/user-account/users/me', { email: contested }, r.auth)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.type === 'error.auth.emailAlreadyExists')).toHaveLength(4);
  });

  test('personal details need a first and a last name; the e-mail is optional', async () => {
    const account = await newAccount();
    const saved = await call(base, 'PUT', '/user-account/users/me/personal-details', { firstName: 'Ana', lastName: 'Lima', email: '' }, account.auth);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ firstName: 'Ana', lastName: 'Lima', email: null, verificationRequired: false });
    const withEmail = await call(
      base,
      'PUT',
      `/user-account/users/${account.id}/personal-details`,
      { firstName: 'Ana', lastName: 'Lima', email: `ana-${account.id}@example.com` },
      account.auth,
    );
    expect(withEmail.body).toMatchObject({ email: `ana-${account.id}@example.com`, verificationRequired: true });
    expectRefusal(
      await call(base, 'PUT', '/user-account/users/me/personal-details', { firstName: 'Ana' }, account.auth),
      400,
      'invalid-request',
      'body.lastName',
    );
    expectRefusal(
      await call(base, 'PUT', '/user-account/users/me/personal-details', { firstName: ' ', lastName: 'Lima' }, account.auth),
      400,
      'invalid-request',
      'body.firstName',
    );
    expectRefusal(
      await call(base, 'PUT', '/user-account/users/me/personal-details', { firstName: 'Ana', lastName: 'Lima', email: '   ' }, account.auth),
      400,
      'invalid-request',
      'body.email',
    );
    expectRefusal(await call(base, 'PUT', '/user-account/users/me/personal-details', undefined, account.auth), 400, 'invalid-request', 'body');
  });
});

/** The path of the newest verification link e-mailed to `email`. */
async function linkFor(email: string): Promise<string> {
  const { body } = await call(base, 'GET', '/sandbox/outbox.json');
  const mail = body.messages.find((m: { channel: string; recipient: string }) => m.channel === 'email' && m.recipient === email);
  const link = /(\/user-account\/email-verifications\/[A-Za-z0-9_-]{43})/.exec(String(mail?.body))?.[1];
  if (!link) throw new Error(`no verification link for ${email}`);
  return link;
}

describe('receipts', () => {
  test('GET marketing/api/v1/receipts lists the payments made on the device before and after login, and no one else’s', async () => {
    const paidBefore = await payFreshSplit(sb);
    expect(paidBefore.intentStatus).toBe('succeeded');
    const account = await newAccount(paidBefore.diner);
    expect(account.answer.body.guestLinked).toBe(true);
    const paidAfter = await payFreshSplit(sb, undefined, paidBefore.diner);
    expect(paidAfter.intentStatus).toBe('succeeded');
    const someoneElse = await payFreshSplit(sb);

    const listed = await call(base, 'GET', '/marketing/api/v1/receipts', undefined, account.auth);
    expect(listed.status).toBe(200);
    const ids = listed.body.receipts.map((r: { paymentId: string }) => r.paymentId);
    expect(ids.sort()).toEqual([paidBefore.paymentId, paidAfter.paymentId].sort());
    expect(ids).not.toContain(someoneElse.paymentId);
    expect(listed.body.receipts[0]).toEqual({
      id: expect.any(String),
      businessId: 'business-london-pub',
      businessName: 'The Crown & Anchor',
      paymentId: expect.any(String),
      paid: { amount: 500_000, currency: 'GBP' },
      date: expect.any(Number),
      logo: listed.body.receipts[0].logo,
    });
    expect(['string', 'object']).toContain(typeof listed.body.receipts[0].logo);

    // A second account on the same device does not take the first one's payments.
    const second = await newAccount(paidBefore.diner);
    expect(second.answer.body.guestLinked).toBe(false);
    expect((await call(base, 'GET', '/marketing/api/v1/receipts', undefined, second.auth)).body).toEqual({ receipts: [] });
  });

  test("the account's bearer token downloads the receipt PDF of a payment made on a linked device, from any device", async () => {
    const paid = await payFreshSplit(sb);
    const holder = await newAccount(paid.diner);
    const stranger = await newAccount(await newDiner(base));
    const path = `/receipt/receipts/v2/payments/${paid.paymentId}`;
    const pdf = await fetch(`${base}${path}`, { headers: holder.auth });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await call(base, 'GET', path, undefined, stranger.auth)).toMatchObject({
      status: 403,
      body: { type: 'not-payment-owner', field: 'params.paymentId' },
    });
    expectRefusal(await call(base, 'GET', path, undefined, { authorization: 'Bearer forged' }), 401, 'invalid-access-token', 'header.authorization');
    expect(await call(base, 'GET', path)).toMatchObject({ status: 401, body: { type: 'invalid-guest-token', field: 'header.x-tableside-guest-token' } });
    // The payer's guest token still decides alone; a stale bearer token beside it changes nothing.
    expect((await fetch(`${base}${path}`, { headers: { ...paid.diner.headers, authorization: 'Bearer stale' } })).status).toBe(200);
    const forged = await call(base, 'GET', path, undefined, { 'x-tableside-guest-token': `${paid.diner.guestId}.forged`, ...holder.auth });
    expect(forged).toMatchObject({ status: 401, body: { type: 'invalid-guest-token', field: 'header.x-tableside-guest-token' } });
  });

  test('one device logging into two accounts at once is linked to one of them', async () => {
    const diner = await newDiner(base);
    const phones = [freshPhone(), freshPhone()];
    for (const phone of phones) await requestCode(phone.typed);
    const codes = await Promise.all(phones.map((phone) => codeFromOutbox(phone.e164)));
    const answers = await Promise.all(phones.map((phone, i) => login(phone.typed, codes[i] ?? '', diner.headers)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.filter((a) => a.body.guestLinked === true)).toHaveLength(1);
  });

  test('a forged guest token at login is 401 naming its header, and the code is not spent', async () => {
    const phone = freshPhone();
    await requestCode(phone.typed);
    const code = await codeFromOutbox(phone.e164);
    const diner = await newDiner(base);
    expectRefusal(
      await login(phone.typed, code, { 'x-tableside-guest-token': `${diner.guestId}.forged` }),
      401,
      'invalid-guest-token',
      'header.x-tableside-guest-token',
    );
    expect((await login(phone.typed, code, diner.headers)).body.guestLinked).toBe(true);
  });
});
