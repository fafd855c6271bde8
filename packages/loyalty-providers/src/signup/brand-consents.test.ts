import { describe, expect, test } from 'vitest';
import { brandConsentsFromOriginPath, emailFromOriginPath, optInBody } from './brand-consents.js';

describe('brandConsentsFromOriginPath — "brand names volfoni, leon, au_bureau, hippo, each given as true/false in the origin path" (3 §3)', () => {
  test.each([
    [
      'all four',
      '/guest-app/a/loyalty?volfoni=true&leon=false&au_bureau=true&hippo=false',
      [
        { name: 'volfoni', consent: true },
        { name: 'leon', consent: false },
        { name: 'au_bureau', consent: true },
        { name: 'hippo', consent: false },
      ],
    ],
    ['only those given', '/x?hippo=true', [{ name: 'hippo', consent: true }]],
    ['other values are left out', '/x?leon=yes&volfoni=', []],
    ['other brands are left out', '/x?burgerking=true', []],
    ['no query', '/x', []],
    ['no origin path', undefined, []],
  ] as const)('%s', (_case, originPath, brands) => {
    expect(brandConsentsFromOriginPath(originPath)).toEqual(brands);
  });
});

describe('optInBody — "Opt-in: appId, userId, hasOptIn, optional brands" (3 §3)', () => {
  test.each([
    ['with brands', '/x?leon=true', { appId: 'a', userId: 'u', hasOptIn: true, brands: [{ name: 'leon', consent: true }] }],
    ['"optional brands": none given', '/x', { appId: 'a', userId: 'u', hasOptIn: true }],
  ] as const)('%s', (_case, originPath, body) => {
    expect(optInBody({ appId: 'a', userId: 'u', hasOptIn: true, originPath })).toEqual(body);
  });
});

describe('emailFromOriginPath — "If email is already in the origin path (email=)" (3 §4)', () => {
  test.each([
    ['/x?email=ada%40example.com', 'ada@example.com'],
    ['/x?email=', undefined],
    ['/x', undefined],
    [undefined, undefined],
  ] as const)('%s → %s', (originPath, email) => {
    expect(emailFromOriginPath(originPath)).toBe(email);
  });
});
