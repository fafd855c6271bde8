import { describe, expect, test } from 'vitest';
import { showConfigurationError } from './config-error.js';
import { EnvError, parseEnv } from './env.js';

const FIREBASE = {
  VITE_REALTIME: 'firestore',
  VITE_FIREBASE_API_KEY: 'AIza-test',
  VITE_FIREBASE_PROJECT_ID: 'tableside-test',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_AUTH_DOMAIN: 'tableside-test.firebaseapp.com',
};
const STRIPE = { VITE_PAYMENTS: 'stripe', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123abc', VITE_STRIPE_INTENT_URL: 'https://pay.example.test/intents' };

async function errorOf(run: () => Promise<unknown>): Promise<EnvError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('parseEnv accepted the configuration');
}

describe('parseEnv', () => {
  test('"Calls go to the product\'s API base": the same origin by default, with the sandbox adapters', async () => {
    expect(await parseEnv({}, 'http://127.0.0.1:4000')).toEqual({
      apiBaseUrl: 'http://127.0.0.1:4000',
      realtime: { kind: 'sandbox' },
      payments: { kind: 'sandbox' },
    });
  });

  test('an explicit API base wins, without its trailing slash', async () => {
    expect((await parseEnv({ VITE_API_BASE_URL: 'https://api.example.test/' }, 'http://x')).apiBaseUrl).toBe('https://api.example.test');
  });

  test('an invalid value is refused with the field name', async () => {
    await expect(parseEnv({ VITE_API_BASE_URL: 'not a url' }, 'http://x')).rejects.toThrow(/VITE_API_BASE_URL/);
  });

  test('VITE_REALTIME=firestore with the Firebase variables selects Firestore with that web app', async () => {
    expect((await parseEnv(FIREBASE, 'http://x')).realtime).toEqual({
      kind: 'firestore',
      firebase: { apiKey: 'AIza-test', projectId: 'tableside-test', appId: '1:123:web:abc', authDomain: 'tableside-test.firebaseapp.com' },
    });
  });

  test('VITE_PAYMENTS=stripe with a publishable key and the intent endpoint selects Stripe', async () => {
    expect((await parseEnv(STRIPE, 'http://x')).payments).toEqual({
      kind: 'stripe',
      publishableKey: 'pk_test_123abc',
      intentUrl: 'https://pay.example.test/intents',
    });
  });

  test.each([
    ['VITE_PAYMENTS=stripe without VITE_STRIPE_PUBLISHABLE_KEY', { ...STRIPE, VITE_STRIPE_PUBLISHABLE_KEY: undefined }, ['VITE_STRIPE_PUBLISHABLE_KEY']],
    ['a secret key where the publishable key goes', { ...STRIPE, VITE_STRIPE_PUBLISHABLE_KEY: 'sk_test_123' }, ['VITE_STRIPE_PUBLISHABLE_KEY']],
    ['VITE_PAYMENTS=stripe without VITE_STRIPE_INTENT_URL', { ...STRIPE, VITE_STRIPE_INTENT_URL: undefined }, ['VITE_STRIPE_INTENT_URL']],
    ['VITE_REALTIME=firestore without VITE_FIREBASE_PROJECT_ID', { ...FIREBASE, VITE_FIREBASE_PROJECT_ID: '' }, ['VITE_FIREBASE_PROJECT_ID']],
    [
      'VITE_REALTIME=firestore with no Firebase variable',
      { VITE_REALTIME: 'firestore' },
      ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID', 'VITE_FIREBASE_AUTH_DOMAIN'],
    ],
    ['an unknown payments adapter', { VITE_PAYMENTS: 'adyen' }, ['VITE_PAYMENTS']],
    ['an unknown realtime adapter', { VITE_REALTIME: 'supabase' }, ['VITE_REALTIME']],
  ])('a wrong configuration stops start-up naming the variable: %s', async (_name, raw, variables) => {
    const error = await errorOf(() => parseEnv(raw, 'http://x'));
    expect(error.variables).toEqual(variables);
    for (const variable of variables) expect(error.message).toContain(variable);
  });
});

describe('showConfigurationError', () => {
  test('the start-up error is a readable page naming the variable, and the preload screen goes away', async () => {
    document.body.innerHTML = '<div id="preload" role="status"><p>Loading…</p></div><div id="root"></div>';
    showConfigurationError(await errorOf(() => parseEnv({ VITE_PAYMENTS: 'stripe', VITE_STRIPE_INTENT_URL: 'https://pay.example.test/i' }, 'http://x')));
    const alert = document.querySelector('#root [role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('This build of Tableside is misconfigured');
    expect(alert?.textContent).toContain('VITE_STRIPE_PUBLISHABLE_KEY is required when VITE_PAYMENTS=stripe');
    expect(document.getElementById('preload')?.hidden).toBe(true);
  });
});
