import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GUEST_APP_FOREIGN_PAGES, guestAppDevProxy } from '../src/dev-proxy.js';
import { GUEST_APP_PATHS, TERMINAL_RECEIPTS_PATHS } from '../src/http/built-apps.js';
import { isOpenAt, localWeekdayMinute } from '../src/guest-app/opening-hours.js';
import type { Sandbox } from '../src/server.js';
import { call, startSandbox, type Answer } from './helpers.js';

// The brand guest-app shell (3 §2 "Guest app routes", "Business groups"; §7 "Account and guest app").

let sandbox: Sandbox;
let base: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  base = sandbox.url;
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
}, 60_000);

let phoneSeq = 0;
async function newAccount(): Promise<Record<string, string>> {
  phoneSeq += 1;
  const digits = `${String(process.pid % 100).padStart(2, '0')}${String(phoneSeq).padStart(4, '0')}`;
  const e164 = `+33687${digits}`;
  expect((await call(base, 'POST', '/user-account/login/code', { phoneNumber: e164 })).status).toBe(202);
  const { body } = await call(base, 'GET', '/sandbox/outbox.json');
  const sms = body.messages.find((m: { channel: string; recipient: string }) => m.channel === 'sms' && m.recipient === e164);
  const code = /\b(\d{6})\b/.exec(String(sms?.body))?.[1];
  const login = await call(base, 'POST', '/user-account/login', { phoneNumber: e164, code });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { authorization: `Bearer ${login.body.accessToken}` };
}

function expectRefusal(answer: Answer, status: number, type: string, field: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ type, field });
}

describe('guest-app configuration', () => {
  test("the London pub's guest app: group, brands, only the configured links, click and collect", async () => {
    const answer = await call(base, 'GET', '/marketing/public/api/v1/businesses/business-london-pub/guest-app');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      appId: 'guest-app-london-pub',
      groupId: 'group-crown-collective',
      clickAndCollectUrl: 'https://order.crown-collective.example/',
      // The brand's enrollment, whose customization themes the app.
      enrollmentId: 'enrollment-london-pub',
    });
    expect(Object.keys(answer.body.links).sort()).toEqual(['cookiesPolicy', 'dataProtection', 'faq', 'legal', 'terms']);
    expect(answer.body.brands.map((b: { brandId: string }) => b.brandId)).toEqual(['brand-crown', 'brand-zinc', 'brand-liberty']);
  });

  test('an app id names its business; unknown ids are 404 guest-app-not-found', async () => {
    expect((await call(base, 'GET', '/marketing/public/api/v1/guest-apps/guest-app-london-pub')).body).toEqual({
      appId: 'guest-app-london-pub',
      businessId: 'business-london-pub',
    });
    expectRefusal(await call(base, 'GET', '/marketing/public/api/v1/guest-apps/nope'), 404, 'guest-app-not-found', 'params.appId');
    expectRefusal(await call(base, 'GET', '/marketing/public/api/v1/businesses/business-paris-bistro/guest-app'), 404, 'guest-app-not-found', 'params.id');
  });
});

describe('business group locations', () => {
  test('three venues in three cities with address, coordinates and opening state', async () => {
    const answer = await call(base, 'GET', '/marketing/public/api/v1/business-groups/group-crown-collective/locations');
    expect(answer.status).toBe(200);
    const cities = answer.body.locations.map((l: { address: { city: string } }) => l.address.city);
    expect(cities).toEqual(['London', 'Paris', 'New York']);
    const diner = answer.body.locations.find((l: { venueId: string }) => l.venueId === 'venue-new-york-diner');
    expect(diner).toMatchObject({ openNow: false, name: 'Liberty Diner', timeZone: 'America/New_York' });
    expect(diner.todayHours).toBeUndefined();
  });

  test('an unknown group is 404 business-group-not-found', async () => {
    expectRefusal(await call(base, 'GET', '/marketing/public/api/v1/business-groups/none/locations'), 404, 'business-group-not-found', 'params.groupId');
  });
});

describe('reservations', () => {
  test('empty for a new account, then the booked table, soonest first; never another account’s', async () => {
    const auth = await newAccount();
    const path = '/marketing/api/v1/reservations?appId=guest-app-london-pub';
    expect((await call(base, 'GET', path, undefined, auth)).body).toEqual({ reservations: [] });
    const later = await call(base, 'POST', path, { venueId: 'venue-paris-bistro', partySize: 4, startsAt: 2_000_000_000_000 }, auth);
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    await call(base, 'POST', path, { venueId: 'venue-london-pub', partySize: 2, startsAt: 1_900_000_000_000 }, auth);
    const list = (await call(base, 'GET', path, undefined, auth)).body.reservations;
    expect(list.map((r: { venueName: string; partySize: number }) => [r.venueName, r.partySize])).toEqual([
      ['The Crown & Anchor', 2],
      ['Le Petit Zinc', 4],
    ]);
    const other = await newAccount();
    expect((await call(base, 'GET', path, undefined, other)).body).toEqual({ reservations: [] });
  });

  test('refusals: no token 401, a venue outside the group 404, a bad party size 400', async () => {
    const path = '/marketing/api/v1/reservations?appId=guest-app-london-pub';
    expectRefusal(await call(base, 'GET', path), 401, 'invalid-access-token', 'header.authorization');
    const auth = await newAccount();
    expectRefusal(await call(base, 'POST', path, { venueId: 'venue-unknown', partySize: 2, startsAt: 1 }, auth), 404, 'venue-not-found', 'body.venueId');
    expect((await call(base, 'POST', path, { venueId: 'venue-london-pub', partySize: 0, startsAt: 1 }, auth)).status).toBe(400);
    expectRefusal(await call(base, 'GET', '/marketing/api/v1/reservations?appId=nope', undefined, auth), 404, 'guest-app-not-found', 'query.appId');
  });
});

describe('opening hours', () => {
  const hours = Array.from({ length: 7 }, () => ({ opens: '07:00', closes: '02:00' }));
  test('a window past midnight is open after opening and before closing the next day', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(isOpenAt(hours, at('2026-11-24T06:30:00Z'), 'Europe/Paris')).toBe(true); // 07:30 local
    expect(isOpenAt(hours, at('2026-11-24T00:30:00Z'), 'Europe/Paris')).toBe(true); // 01:30 local
    expect(isOpenAt(hours, at('2026-11-24T03:00:00Z'), 'Europe/Paris')).toBe(false); // 04:00 local
    expect(isOpenAt([null, null, null, null, null, null, null], at('2026-11-24T12:00:00Z'), 'Europe/Paris')).toBe(false);
    expect(localWeekdayMinute(at('2026-11-24T12:00:00Z'), 'America/New_York')).toEqual({ weekday: 2, minute: 7 * 60 });
  });
});

describe('GUEST_APP_PATHS', () => {
  test('owns the guest app and the store locator, leaves the auth group and the other apps’ paths', () => {
    for (const path of ['/guest-app', '/guest-app/a', '/guest-app/a/store-locator', '/guest-app/a/rewards', '/business-groups/g/locations/']) {
      expect(GUEST_APP_PATHS.test(path), path).toBe(true);
    }
    for (const path of ['/guest-app/a/auth/signup', '/guest-app/a/auth/confirm/migration', '/venues/v/menus', '/businesses/b']) {
      expect(GUEST_APP_PATHS.test(path), path).toBe(false);
    }
    expect(TERMINAL_RECEIPTS_PATHS.test('/guest-app/a')).toBe(false);
  });
});

describe("the guest app's dev proxy", () => {
  test('sends the API, the auth group and the venue pages to the sandbox; keeps its own pages', () => {
    const patterns = Object.keys(guestAppDevProxy('http://127.0.0.1:4000')).map((p) => new RegExp(p));
    const proxied = (path: string) => patterns.some((p) => p.test(path));
    for (const path of [
      '/marketing/public/api/v1/guest-apps/a',
      '/guest-app/a/auth/signup?originPath=%2F',
      '/guest-app/a/auth/confirm/migration',
      '/venues/v/menus',
    ]) {
      expect(proxied(path), path).toBe(true);
    }
    for (const path of ['/guest-app/a', '/guest-app/a/store-locator', '/guest-app/a/authors', '/business-groups/g/locations/', '/src/main.tsx']) {
      expect(proxied(path), path).toBe(false);
    }
    expect(GUEST_APP_FOREIGN_PAGES.startsWith('^/')).toBe(true);
  });
});
