import { describe, expect, test } from 'vitest';
import { answer, fakeTransport, NETWORK_DOWN } from '../../test/fake-transport.js';
import { fetchLoyaltyConfig, isPasswordlessEnabled, parseLoyaltyConfig, toLoyaltyProgram, type LoyaltyBusinessConfig } from './loyalty-config.js';

const comoConfig = {
  id: 'biz-como',
  provider: 'COMO',
  loyaltyReference: 'como-ref',
  burnEnabled: true,
  theme: 'LEON',
  programTheme: { group: 'Leon', program: 'Leon Rewards', primaryColor: '#003049', rewardName: 'Leon points', images: { icon: 'https://img/icon.png' } },
};

describe('parseLoyaltyConfig — "Loyalty: providers COMO, PAYTRONIX, PONGO, ZEROSIX" (3 §1), "204 means none" (3 §7)', () => {
  test.each(['COMO', 'PAYTRONIX', 'PONGO', 'ZEROSIX'] as const)('"providers COMO, PAYTRONIX, PONGO, ZEROSIX": %s is parsed', (provider) => {
    const parsed = parseLoyaltyConfig(answer(200, { ...comoConfig, provider }));
    expect(parsed.ok && parsed.value.kind === 'configured' && parsed.value.config.provider).toBe(provider);
  });

  test.each([
    ['"204 means none"', answer(204), { ok: true, value: { kind: 'none' } }],
    [
      '"unsupported provider \'Unsupported Loyalty Provider\'" (3 §8)',
      answer(200, { ...comoConfig, provider: 'FIDME' }),
      { ok: false, error: { code: 'UNSUPPORTED_LOYALTY_PROVIDER', provider: 'FIDME', message: 'Unsupported Loyalty Provider' } },
    ],
    [
      'a body without provider is unsupported',
      answer(200, null),
      { ok: false, error: { code: 'UNSUPPORTED_LOYALTY_PROVIDER', provider: undefined, message: 'Unsupported Loyalty Provider' } },
    ],
    ['an HTTP failure is unavailable', answer(503), { ok: false, error: { code: 'LOYALTY_CONFIG_UNAVAILABLE', status: 503 } }],
    ['a call without answer is unavailable', NETWORK_DOWN, { ok: false, error: { code: 'LOYALTY_CONFIG_UNAVAILABLE', status: undefined } }],
  ] as const)('%s', (_rule, response, expected) => {
    expect(parseLoyaltyConfig(response)).toEqual(expected);
  });

  test('"Responses are validated against strict shapes" (3 §5): a config without burnEnabled is invalid', () => {
    const { burnEnabled: _burn, ...withoutBurn } = comoConfig;
    const parsed = parseLoyaltyConfig(answer(200, withoutBurn));
    expect(parsed.ok ? 'ok' : parsed.error.code).toBe('INVALID_LOYALTY_CONFIG');
  });

  test.each([
    ['LETTUCE', 'LETTUCE'],
    ['WALK_ONS', 'WALK_ONS'],
    ['default', 'default'],
    ['an unknown theme', 'default'],
  ])('"Themes: LETTUCE, ... WALK_ONS, default" (3 §3): %s → %s', (theme, expected) => {
    const parsed = parseLoyaltyConfig(answer(200, { ...comoConfig, theme }));
    expect(parsed.ok && parsed.value.kind === 'configured' && parsed.value.config.theme).toBe(expected);
  });
});

describe('fetchLoyaltyConfig — "GET public/businesses/{businessId}" (3 §7)', () => {
  test('calls the exact path and reads the configuration', async () => {
    const { transport, calls } = fakeTransport({ 'GET /public/businesses/biz%20como': answer(200, comoConfig) });
    const result = await fetchLoyaltyConfig(transport, 'biz como');
    expect(calls).toEqual([{ method: 'GET', path: '/public/businesses/biz%20como' }]);
    expect(result.ok && result.value.kind).toBe('configured');
  });

  test('a business with no loyalty answers 204', async () => {
    const { transport } = fakeTransport({ 'GET /public/businesses/none': answer(204) });
    expect(await fetchLoyaltyConfig(transport, 'none')).toEqual({ ok: true, value: { kind: 'none' } });
  });
});

describe('toLoyaltyProgram — "Loyalty programme: provider, programName, groupName, primaryColor, rewardName, isBurnEnabled, images.icon.rounded.dark" (3 §3)', () => {
  test('from a programme theme', () => {
    const parsed = parseLoyaltyConfig(answer(200, comoConfig));
    if (!parsed.ok || parsed.value.kind !== 'configured') throw new Error('expected a configuration');
    expect(toLoyaltyProgram(parsed.value.config)).toEqual({
      provider: 'COMO',
      programName: 'Leon Rewards',
      groupName: 'Leon',
      primaryColor: '#003049',
      rewardName: 'Leon points',
      isBurnEnabled: true,
      images: { icon: { rounded: { dark: 'https://img/icon.png' } } },
    });
  });

  test('without a programme theme the loyalty reference names it', () => {
    const config: LoyaltyBusinessConfig = { id: 'b', provider: 'ZEROSIX', loyaltyReference: 'zs', burnEnabled: false, theme: 'default' };
    expect(toLoyaltyProgram(config)).toMatchObject({ programName: 'zs', groupName: 'zs', primaryColor: undefined, isBurnEnabled: false });
  });
});

describe('isPasswordlessEnabled — "enabled per business through configuration or in demo mode" (3 §6)', () => {
  test.each([
    ['"through configuration"', 'pongo', ['pongo'], false, true],
    ['"or in demo mode"', 'como', [], true, true],
    ['neither', 'como', ['pongo'], false, false],
  ] as const)('%s', (_rule, businessId, passwordlessBusinessIds, demoMode, expected) => {
    expect(isPasswordlessEnabled({ businessId, passwordlessBusinessIds, demoMode })).toBe(expected);
  });
});
