import { z } from 'zod';

const optionalText = z.string().trim().min(1).optional();

/**
 * The build-time environment (`VITE_` variables), parsed once at start-up. The API base defaults to the page's own
 * origin; realtime and payments default to the sandbox. Choosing `firestore` or `stripe` makes their variables required.
 */
export const envSchema = z
  .object({
    VITE_API_BASE_URL: z.url().optional(),
    VITE_REALTIME: z.enum(['sandbox', 'firestore']).default('sandbox'),
    VITE_PAYMENTS: z.enum(['sandbox', 'stripe']).default('sandbox'),
    VITE_FIREBASE_API_KEY: optionalText,
    VITE_FIREBASE_PROJECT_ID: optionalText,
    VITE_FIREBASE_APP_ID: optionalText,
    VITE_FIREBASE_AUTH_DOMAIN: optionalText,
    VITE_STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'a Stripe publishable key starts with pk_test_ or pk_live_').optional(),
    VITE_STRIPE_INTENT_URL: z.url().optional(),
  })
  .superRefine((env, context) => {
    const required = (selector: string, names: readonly (keyof typeof env)[]) => {
      for (const name of names) {
        if (env[name] === undefined) context.addIssue({ code: 'custom', path: [name], message: `${name} is required when ${selector}` });
      }
    };
    if (env.VITE_REALTIME === 'firestore') {
      required('VITE_REALTIME=firestore', ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID', 'VITE_FIREBASE_AUTH_DOMAIN']);
    }
    if (env.VITE_PAYMENTS === 'stripe') required('VITE_PAYMENTS=stripe', ['VITE_STRIPE_PUBLISHABLE_KEY', 'VITE_STRIPE_INTENT_URL']);
  });

/** The Firebase web app's configuration (Firebase console → Project settings → Your apps). */
export interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly projectId: string;
  readonly appId: string;
  readonly authDomain: string;
}

export type RealtimeEnv = { readonly kind: 'sandbox' } | { readonly kind: 'firestore'; readonly firebase: FirebaseWebConfig };

/** Stripe: the publishable key, and the merchant server's endpoint that creates a PaymentIntent with the secret key. */
export type PaymentsEnv = { readonly kind: 'sandbox' } | { readonly kind: 'stripe'; readonly publishableKey: string; readonly intentUrl: string };

export interface AppEnv {
  readonly apiBaseUrl: string;
  readonly realtime: RealtimeEnv;
  readonly payments: PaymentsEnv;
}

/** A deployment error: the build's configuration is wrong. The message names every variable at fault. */
export class EnvError extends Error {
  constructor(
    message: string,
    readonly variables: readonly string[],
  ) {
    super(message);
    this.name = 'EnvError';
  }
}

/** Parses the raw environment; throws an {@link EnvError} naming the variable when a value is invalid or missing. */
export function parseEnv(raw: Record<string, unknown>, origin: string): AppEnv {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const variables = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))];
    throw new EnvError(`Invalid environment: ${z.prettifyError(parsed.error)}`, variables);
  }
  const env = parsed.data;
  // The refinement above made these present; `?? ''` only satisfies the type checker.
  const realtime: RealtimeEnv =
    env.VITE_REALTIME === 'firestore'
      ? {
          kind: 'firestore',
          firebase: {
            apiKey: env.VITE_FIREBASE_API_KEY ?? '',
            projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
            appId: env.VITE_FIREBASE_APP_ID ?? '',
            authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
          },
        }
      : { kind: 'sandbox' };
  const payments: PaymentsEnv =
    env.VITE_PAYMENTS === 'stripe'
      ? { kind: 'stripe', publishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY ?? '', intentUrl: env.VITE_STRIPE_INTENT_URL ?? '' }
      : { kind: 'sandbox' };
  return { apiBaseUrl: (env.VITE_API_BASE_URL ?? origin).replace(/\/$/, ''), realtime, payments };
}
