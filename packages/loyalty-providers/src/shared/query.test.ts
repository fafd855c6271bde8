import { describe, expect, test } from 'vitest';
import { encodeQuery, queryParam } from './query.js';

describe('query strings of the sign-up routes', () => {
  test.each([
    [{ originPath: '/a b?x=1&y', enrolled: 'true' }, 'originPath=%2Fa%20b%3Fx%3D1%26y&enrolled=true'],
    [{ originPath: undefined }, ''],
  ])('encodeQuery(%j) → %s', (query, encoded) => {
    expect(encodeQuery(query)).toBe(encoded);
  });

  test.each([
    ['/x?email=ada%40example.com', 'email', 'ada@example.com'],
    ['/x?a=1&email=a+b', 'email', 'a b'],
    ['/x?email=1#email=2', 'email', '1'],
    ['/x?flag', 'flag', ''],
    ['/x?email=%E0%A4%A', 'email', undefined],
    ['/x?other=1', 'email', undefined],
    ['/x', 'email', undefined],
  ] as const)('queryParam(%s, %s) → %s', (path, name, value) => {
    expect(queryParam(path, name)).toBe(value);
  });
});
