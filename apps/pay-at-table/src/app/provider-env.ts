import * as z from 'zod/mini';
import { envError, type PaymentsEnv, type RealtimeEnv } from './env.js';

const text = z.string().check(z.trim(), z.minLength(1));
const firestoreSchema = z.object({ VITE_FIREBASE_API_KEY: text, VITE_FIREBASE_PROJECT_ID: text, VITE_FIREBASE_APP_ID: text, VITE_FIREBASE_AUTH_DOMAIN: text });
const stripeSchema = z.object({
  VITE_STRIPE_PUBLISHABLE_KEY: z.string().check(z.regex(/^pk_(test|live)_\w+$/, 'a Stripe publishable key starts with pk_test_ or pk_live_')),
  VITE_STRIPE_INTENT_URL: z.url(),
});

function parse<S extends z.core.$ZodType>(schema: S, raw: Record<string, unknown>, selector: string): z.output<S> {
  const parsed = z.safeParse(schema, raw, {
    error: (issue) => (issue.input === undefined ? `${String(issue.path?.[0])} is required when ${selector}` : undefined),
  });
  if (!parsed.success) throw envError(parsed.error);
  return parsed.data;
}

/**
 * The variables of the production adapters, checked only when one is chosen: a chunk of its own, so that the default
 * sandbox build does not carry them on the bill page's critical path.
 */
export function parseProviderEnv(
  raw: Record<string, unknown>,
  realtime: RealtimeEnv['kind'],
  payments: PaymentsEnv['kind'],
): { realtime: RealtimeEnv; payments: PaymentsEnv } {
  const firebase = realtime === 'firestore' ? parse(firestoreSchema, raw, 'VITE_REALTIME=firestore') : undefined;
  const stripe = payments === 'stripe' ? parse(stripeSchema, raw, 'VITE_PAYMENTS=stripe') : undefined;
  return {
    realtime: firebase
      ? {
          kind: 'firestore',
          firebase: {
            apiKey: firebase.VITE_FIREBASE_API_KEY,
            projectId: firebase.VITE_FIREBASE_PROJECT_ID,
            appId: firebase.VITE_FIREBASE_APP_ID,
            authDomain: firebase.VITE_FIREBASE_AUTH_DOMAIN,
          },
        }
      : { kind: 'sandbox' },
    payments: stripe ? { kind: 'stripe', publishableKey: stripe.VITE_STRIPE_PUBLISHABLE_KEY, intentUrl: stripe.VITE_STRIPE_INTENT_URL } : { kind: 'sandbox' },
  };
}
