import { describe, expect, test } from 'vitest';
import { fakeFetch, json } from '../../test/fake-fetch.js';
import { createHttpClient } from '../http/http-client.js';
import { createBrandingApi } from './branding-api.js';

describe('enrollment customization (3-menus §7)', () => {
  test('GET marketing/public/api/v1/enrollments/{id}/customization with a 2 s timeout, parsed', async () => {
    const fake = fakeFetch(json(200, { welcomeText: 'Hello', theme: { background: { brand: '#14213d' } } }));
    const timeouts: number[] = [];
    const http = createHttpClient({
      baseUrl: 'http://api.test',
      fetch: fake.fetch,
      timeoutMs: 30_000,
      createTimeoutSignal: (ms) => {
        timeouts.push(ms);
        return new AbortController().signal;
      },
    });
    const answer = await createBrandingApi(http).getCustomization('enrollment 1');
    expect(answer).toEqual({ ok: true, value: { welcomeText: 'Hello', theme: { background: { brand: '#14213d' } } } });
    expect(fake.requests[0]?.url).toBe('http://api.test/marketing/public/api/v1/enrollments/enrollment%201/customization');
    expect(timeouts).toEqual([2_000]);
  });

  test('an answer that breaks the contract (a colour that is not hex) is an error, not a customization', async () => {
    const http = createHttpClient({ baseUrl: 'http://api.test', fetch: fakeFetch(json(200, { theme: { color: 'red' } })).fetch });
    const answer = await createBrandingApi(http).getCustomization('e');
    expect(answer.ok).toBe(false);
  });

  test('a timeout is a network error marked timedOut', async () => {
    const timeout = new DOMException('The operation timed out.', 'TimeoutError');
    const http = createHttpClient({ baseUrl: 'http://api.test', fetch: fakeFetch(timeout).fetch });
    expect(await createBrandingApi(http).getCustomization('e')).toEqual({ ok: false, error: expect.objectContaining({ type: 'network', timedOut: true }) });
  });
});
