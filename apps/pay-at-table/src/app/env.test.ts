import { describe, expect, test } from 'vitest';
import { parseEnv } from './env.js';

describe('parseEnv', () => {
  test('"Calls go to the product\'s API base": the same origin by default', () => {
    expect(parseEnv({}, 'http://127.0.0.1:4000')).toEqual({ apiBaseUrl: 'http://127.0.0.1:4000', paymentProvider: 'sandbox', realtime: 'sandbox' });
  });

  test('an explicit API base wins, without its trailing slash', () => {
    expect(parseEnv({ VITE_API_BASE_URL: 'https://api.example.test/' }, 'http://x').apiBaseUrl).toBe('https://api.example.test');
  });

  test('an invalid value is refused with the field name', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'not a url' }, 'http://x')).toThrow(/VITE_API_BASE_URL/);
  });
});
