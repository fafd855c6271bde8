import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { registeredRoutes } from '../src/http/api-prefixes.js';
import { call, type Diner } from './helpers.js';

/**
 * What the fuzz suites (test/fuzz.test.ts, test/account-fuzz.test.ts, test/loyalty-fuzz.test.ts) share: the routes
 * under test, a request arbitrary built from a route pattern and each suite's own ids, headers and bodies, the
 * concurrent run that collects every 5xx and every 4xx not naming its field, and the summary line with the checks.
 */

export interface FuzzCase {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface Finding {
  method: string;
  url: string;
  status: number;
  body: string;
}

export interface FuzzRoute {
  method: string;
  url: string;
}

/** The registered routes whose URL matches `only` (all when absent), but HEAD (it repeats GET) and OPTIONS. */
export function fuzzRoutes(app: FastifyInstance, only?: RegExp): FuzzRoute[] {
  return registeredRoutes(app).filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && (only === undefined || only.test(route.url)));
}

/** What one suite puts into a request; the route pattern gives the method and the params to fill. */
export interface RequestParts {
  /** Real ids for a param name (`*` for a wildcard); a name without any gets `x`. */
  values: Record<string, string[]>;
  /** Hostile ids for any param, as they appear in a URL path. */
  hostileIds: readonly string[];
  /** How often a hostile id is chosen against a weight of 2 for a real one. */
  hostileWeight: number;
  /** Query-string pairs; none when absent. */
  query?: fc.Arbitrary<[string, string][]>;
  headers: fc.Arbitrary<Record<string, string>>;
  /** Request bodies, for the methods that carry one (sent 6 times in 7). */
  body: fc.Arbitrary<string>;
}

const paramPattern = /:([A-Za-z0-9_]+)|\*/g;

/** One malformed request for `method pattern`: params from the pattern, then query, headers and maybe a body. */
export function requestCase(method: string, pattern: string, parts: RequestParts): fc.Arbitrary<FuzzCase> {
  const names = [...pattern.matchAll(paramPattern)].map((match) => match[1] ?? '*');
  const param = (name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...(parts.values[name] ?? ['x'])) },
      { weight: parts.hostileWeight, arbitrary: fc.constantFrom(...parts.hostileIds) },
    );
  const params = fc.tuple(...names.map((name) => param(name)));
  const query = parts.query ?? fc.constant<[string, string][]>([]);
  const hasBody = method !== 'GET' && method !== 'DELETE' && method !== 'OPTIONS';
  const body = hasBody ? fc.option(parts.body, { freq: 6 }) : fc.constant(null);
  return fc.record({ params, query, headers: parts.headers, body }).map(({ params: chosen, query: q, headers: h, body: b }) => {
    let index = 0;
    const path = pattern.replace(paramPattern, () => String(chosen[index++] ?? 'x'));
    const search = q.length === 0 ? '' : `?${q.map(([k, v]) => `${k}=${v}`).join('&')}`;
    const headers: Record<string, string> = { ...h };
    if (b === null) delete headers['content-type'];
    else headers['content-type'] ??= 'application/json';
    return { method, url: `${path}${search}`, headers, ...(b === null ? {} : { payload: b }) };
  });
}

/** `ceil(total / routes)` cases for each route, sampled with the seed `seed + the route's index`. */
export function sampleCases(
  routes: readonly FuzzRoute[],
  total: number,
  seed: number,
  arbitraryFor: (method: string, pattern: string) => fc.Arbitrary<FuzzCase>,
): FuzzCase[] {
  const perRoute = Math.ceil(total / routes.length);
  return routes.flatMap((route, index) => fc.sample(arbitraryFor(route.method, route.url), { numRuns: perRoute, seed: seed + index }));
}

/** Whether an error answer is `{ type, message }` naming the field (`field`, or the part in `message`). */
export function namesTheField(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { type, message, field } = body as Record<string, unknown>;
  if (typeof type !== 'string' || typeof message !== 'string') return false;
  return (typeof field === 'string' && field !== '') || /\b(body|params|query|header)\b/.test(message);
}

/**
 * Sends the cases with `concurrency` requests in flight and collects every 5xx and every 4xx that does not name its
 * field. Subscriptions are skipped: their streams never end under inject (the realtime tests cover them).
 */
export async function fuzzRequests(app: FastifyInstance, cases: readonly FuzzCase[], concurrency: number): Promise<{ fiveXX: Finding[]; unnamed: Finding[] }> {
  const fiveXX: Finding[] = [];
  const unnamed: Finding[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const item = cases[next++];
      if (!item || /[?&]subscribe=/.test(item.url)) continue;
      const response = await app.inject({
        method: item.method as InjectOptions['method'],
        url: item.url,
        headers: item.headers,
        ...(item.payload === undefined ? {} : { payload: item.payload }),
      });
      const finding = () => ({ method: item.method, url: item.url.slice(0, 160), status: response.statusCode, body: response.body.slice(0, 300) });
      if (response.statusCode >= 500) fiveXX.push(finding());
      else if (response.statusCode >= 400) {
        let parsed: unknown;
        try {
          parsed = response.json();
        } catch {
          parsed = undefined;
        }
        if (!namesTheField(parsed)) unnamed.push(finding());
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, () => worker()));
  return { fiveXX, unnamed };
}

/**
 * Prints `<label>: N cases over R routes, 5xx: …, 4xx without field: …` and checks that at least `minCases` cases
 * ran, none answered a 5xx or an unnamed 4xx (the first five shown), and no prototype was polluted.
 */
export function reportFuzz(label: string, run: { cases: number; routes: number; fiveXX: Finding[]; unnamed: Finding[] }, minCases: number): void {
  process.stdout.write(`${label}: ${run.cases} cases over ${run.routes} routes, 5xx: ${run.fiveXX.length}, 4xx without field: ${run.unnamed.length}\n`);
  expect(run.cases).toBeGreaterThanOrEqual(minCases);
  expect(run.fiveXX.slice(0, 5)).toEqual([]);
  expect(run.unnamed.slice(0, 5)).toEqual([]);
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
}

// What the guest-account suites (accounts, loyalty, guest apps, consent) share.

export interface Account {
  id: string;
  token: string;
}

/** Logs a guest account in by phone: requests a code, reads it from the sandbox outbox and sends it back. */
export async function signIn(url: string, diner: Diner, phoneNumber: string): Promise<Account> {
  const sent = await call(url, 'POST', '/user-account/login/code', { phoneNumber });
  if (sent.status !== 202) throw new Error(`code request answered ${sent.status}`);
  const outbox = await call(url, 'GET', '/sandbox/outbox.json');
  const sms = outbox.body.messages.find((m: { recipient: string }) => m.recipient === sent.body.phoneNumber);
  const code = /\b(\d{6})\b/.exec(String(sms?.body))?.[1] ?? '';
  const login = await call(url, 'POST', '/user-account/login', { phoneNumber, code }, diner.headers);
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return { id: login.body.user.id, token: login.body.accessToken };
}

/** Hostile strings, phone numbers, codes and e-mails for account bodies. */
export const accountHostile = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'a\u0000b',
  'x'.repeat(3000),
  '💸'.repeat(300),
  '\u202e\u0301\ufeff',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '1e309',
  'NaN',
  '-0',
  '9007199254740993',
  '+',
  '+33',
  '+33 6',
  '0033612345678',
  '+336123456789012345',
  '06 12 34 56 78',
  '+44 7400 123456',
  '+1 (212) 555-0100',
  '０６１２３４５６７８',
  '000000',
  '999999',
  '12345',
  '1234567',
  '12 34 56',
  'abcdef',
  'DIner@Example.COM',
  'a@b',
  '@example.com',
  'x@'.repeat(200),
  'me',
  'ME',
];

/** Hostile ids for account params, as they appear in a URL path. */
export const accountHostileIds = [
  'me',
  '__proto__',
  'constructor',
  '%00',
  'a%00b',
  'x'.repeat(3000),
  'y'.repeat(201),
  '%F0%9F%92%B8',
  '%E2%80',
  '..',
  '%2e%2e',
  '%2F',
  '%20',
  "'%20OR%201=1--",
  'null',
  '%25',
  '%C0%AF',
  '%09',
];

/** Junk values for account body fields, with a suite's own kinds of junk as further choices. */
export function accountJunk(...more: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...accountHostile),
    fc.constantFrom(0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER, 612345678),
    fc.string({ maxLength: 30 }),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a'), fc.string(), { maxKeys: 2 }),
    fc.constantFrom('FR', 'GB', 'US', 'ZZ', 'fr', 'F', 'FRA'),
    ...more,
  );
}

/** Real, another account's, mangled, forged and oversize bearer tokens, guest tokens and content types. */
export function accountHeaders(own: Account, other: Account, diner: Diner): fc.Arbitrary<Record<string, string>> {
  const authorization = fc.oneof(
    fc.constant(`Bearer ${own.token}`),
    fc.constant(`Bearer ${other.token}`),
    fc.constant(`bearer   ${own.token}`),
    fc.constant(own.token),
    fc.constant(`Bearer ${own.token.slice(0, -3)}abc`),
    fc.constant(`Bearer ${own.token}.extra`),
    fc.constant('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'),
    fc.constant(`Bearer ${diner.token}`),
    fc.constant(`Bearer ${'t'.repeat(5000)}`),
    fc.string({ maxLength: 40 }).map((s) => `Bearer ${s.replace(/[^\x21-\x7e]/g, 'x')}`),
  );
  return fc.record(
    {
      authorization,
      'x-tableside-guest-token': fc.constantFrom(diner.token, `${diner.guestId}.forged`, 'junk', 'g'.repeat(3000)),
      'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
    },
    { requiredKeys: [] },
  );
}

/** JSON objects of up to 5 of the suite's field names with junk values, bare junk, and broken or hostile JSON. */
export function accountBodies(fieldNames: readonly string[], junk: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const objectBody = fc.dictionary(fc.constantFrom(...fieldNames), junk, { maxKeys: 5 });
  return fc.oneof(
    { weight: 6, arbitrary: objectBody.map((o) => JSON.stringify(o)) },
    { weight: 1, arbitrary: junk.map((v) => JSON.stringify(v) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '[', '{"__proto__":{"polluted":1}}', '{"email":"\\u0000"}', '"\\ud800"', `{"firstName":"${'n'.repeat(70_000)}"}`),
    },
  );
}
