import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { fakeFetch, json } from '../../test/fake-fetch.js';
import { isRetryableError, type ApiError } from './api-error.js';
import { createHttpClient, path } from './http-client.js';

const schema = z.object({ value: z.number() });

function client(fetchImpl: typeof fetch, extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  return createHttpClient({ baseUrl: 'http://api.test/', fetch: fetchImpl, generateUuid: () => 'u-1', ...extra });
}

describe('createHttpClient', () => {
  test('"All requests carry a correlation id header prefixed pat_spa_" (1-core §7)', async () => {
    const fake = fakeFetch(json(200, { value: 1 }));
    await client(fake.fetch).json({ method: 'GET', path: '/x' }, schema);
    expect(fake.requests[0]?.headers['x-correlation-id']).toBe('pat_spa_u-1');
    expect(fake.requests[0]?.url).toBe('http://api.test/x');
  });

  test('each request gets a fresh correlation id from the injected generator', async () => {
    const fake = fakeFetch(json(200, { value: 1 }));
    let n = 0;
    const http = client(fake.fetch, { generateUuid: () => `id-${(n += 1)}` });
    await http.json({ method: 'GET', path: '/x' }, schema);
    await http.json({ method: 'GET', path: '/x' }, schema);
    expect(fake.requests.map((r) => r.headers['x-correlation-id'])).toEqual(['pat_spa_id-1', 'pat_spa_id-2']);
  });

  test('the default generator is crypto.randomUUID', async () => {
    const fake = fakeFetch(json(200, { value: 1 }));
    await createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch }).json({ method: 'GET', path: '/x' }, schema);
    expect(fake.requests[0]?.headers['x-correlation-id']).toMatch(/^pat_spa_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('"JSON bodies use a JSON content type" (1-core §7); a bodiless call has none', async () => {
    const fake = fakeFetch(json(200, { value: 1 }));
    const http = client(fake.fetch);
    await http.json({ method: 'POST', path: '/x', body: { a: 1 } }, schema);
    await http.json({ method: 'GET', path: '/x' }, schema);
    expect(fake.requests[0]?.headers['content-type']).toBe('application/json');
    expect(fake.requests[0]?.body).toEqual({ a: 1 });
    expect(fake.requests[1]?.headers['content-type']).toBeUndefined();
  });

  test('billing mutations carry the guest token; other calls do not', async () => {
    const fake = fakeFetch(json(200, { value: 1 }));
    const http = client(fake.fetch, { getGuestToken: async () => 'g.sig' });
    await http.json({ method: 'POST', path: '/x', guest: true }, schema);
    await http.json({ method: 'GET', path: '/x' }, schema);
    expect(fake.requests[0]?.headers['x-tableside-guest-token']).toBe('g.sig');
    expect(fake.requests[1]?.headers['x-tableside-guest-token']).toBeUndefined();
  });

  test('context headers, bearer token and query string are sent', async () => {
    const fake = fakeFetch(json(200, { value: 1 }));
    const http = client(fake.fetch, { contextHeaders: () => ({ 'x-venue-id': 'v1' }) });
    await http.send({ method: 'POST', path: '/x', query: { email: 'a@b.c' }, bearer: 'tok' });
    expect(fake.requests[0]?.url).toBe('http://api.test/x?email=a%40b.c');
    expect(fake.requests[0]?.headers).toMatchObject({ 'x-venue-id': 'v1', authorization: 'Bearer tok' });
  });

  test('"HTTP failures become an error with status, body and type http" (1-core §8)', async () => {
    const fake = fakeFetch(json(409, { type: 'conflict', message: 'no' }), new Response('oops', { status: 502 }), new Response('', { status: 404 }));
    const http = client(fake.fetch);
    expect(await http.json({ method: 'GET', path: '/x' }, schema)).toEqual({
      ok: false,
      error: { type: 'http', status: 409, body: { type: 'conflict', message: 'no' } },
    });
    expect(await http.blob({ method: 'GET', path: '/x' })).toEqual({ ok: false, error: { type: 'http', status: 502, body: 'oops' } });
    expect(await http.send({ method: 'GET', path: '/x' })).toEqual({ ok: false, error: { type: 'http', status: 404, body: null } });
  });

  test('"Network-type errors are rejected as a fundamental error" (1-core §8): a value, never a throw', async () => {
    const fake = fakeFetch(new TypeError('fetch failed'));
    expect(await client(fake.fetch).json({ method: 'GET', path: '/x' }, schema)).toEqual({
      ok: false,
      error: { type: 'network', message: 'fetch failed', timedOut: false },
    });
  });

  test('"An optional request timeout exists" (1-core §7): the signal comes from the injected factory', async () => {
    const signals: number[] = [];
    const controller = new AbortController();
    const fake = fakeFetch(() => {
      const error = new Error('The operation timed out.');
      error.name = 'TimeoutError';
      return error;
    });
    const result = await client(fake.fetch, {
      timeoutMs: 1500,
      createTimeoutSignal: (ms) => {
        signals.push(ms);
        return controller.signal;
      },
    }).json({ method: 'GET', path: '/x' }, schema);
    expect(signals).toEqual([1500]);
    expect(result).toEqual({ ok: false, error: { type: 'network', message: 'The operation timed out.', timedOut: true } });
  });

  test('the default timeout aborts a hanging request', async () => {
    const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const result = await createHttpClient({ baseUrl: 'http://api.test', fetch: hanging, timeoutMs: 5 }).send({ method: 'GET', path: '/x' });
    expect(result).toMatchObject({ ok: false, error: { type: 'network', timedOut: true } });
  });

  test('a 2xx body that breaks the contract is an invalid-response error, not a cast', async () => {
    const fake = fakeFetch(json(200, { value: 'one' }));
    const result = await client(fake.fetch).json({ method: 'GET', path: '/x' }, schema);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.type).toBe('invalid-response');
  });

  test('blob returns the binary body; send ignores the body', async () => {
    const fake = fakeFetch(new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const http = client(fake.fetch);
    const blob = await http.blob({ method: 'GET', path: '/r' });
    expect(blob.ok && blob.value.type).toBe('application/pdf');
    expect(blob.ok && new Uint8Array(await blob.value.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(await http.send({ method: 'DELETE', path: '/r' })).toEqual({ ok: true, value: undefined });
  });

  test('a body that cannot be read is a network error', async () => {
    const broken = new Response(new ReadableStream({ start: (c) => c.error(new Error('reset')) }), { status: 200 });
    const brokenError = new Response(new ReadableStream({ start: (c) => c.error(new Error('reset')) }), { status: 500 });
    const http = client(fakeFetch(() => broken).fetch);
    expect(await http.json({ method: 'GET', path: '/x' }, schema)).toMatchObject({ ok: false, error: { type: 'network' } });
    const http2 = client(fakeFetch(() => new Response(new ReadableStream({ start: (c) => c.error(new Error('reset')) }))).fetch);
    expect(await http2.blob({ method: 'GET', path: '/x' })).toMatchObject({ ok: false, error: { type: 'network' } });
    expect(await http2.send({ method: 'GET', path: '/x' })).toEqual({ ok: true, value: undefined });
    const http3 = client(fakeFetch(() => brokenError).fetch);
    expect(await http3.send({ method: 'GET', path: '/x' })).toMatchObject({ ok: false, error: { type: 'network' } });
  });

  test('path encodes each interpolated segment', () => {
    const id = 'a/b c';
    expect(path`/bills/${id}/splits/${7}`).toBe('/bills/a%2Fb%20c/splits/7');
  });
});

describe('isRetryableError', () => {
  test.each<[string, ApiError, boolean]>([
    ['network failure', { type: 'network', message: 'x', timedOut: false }, true],
    ['timeout', { type: 'network', message: 'x', timedOut: true }, true],
    ['500', { type: 'http', status: 500, body: null }, true],
    ['503', { type: 'http', status: 503, body: null }, true],
    ['429 too many requests', { type: 'http', status: 429, body: null }, true],
    ['409 domain refusal', { type: 'http', status: 409, body: null }, false],
    ['400 bad input', { type: 'http', status: 400, body: null }, false],
    ['invalid response', { type: 'invalid-response', status: 200, issues: [] }, false],
  ])('%s → retryable %s', (_name, error, expected) => {
    expect(isRetryableError(error)).toBe(expected);
  });
});
