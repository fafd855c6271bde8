import * as z from 'zod/mini';

/**
 * The build-time environment (`VITE_` variables), parsed once at start-up. The API base defaults to the page's own
 * origin; realtime and payments default to the sandbox. Choosing `firestore` or `stripe` makes their variables
 * required (provider-env.ts).
 */
export const envSchema = z.object({
  VITE_API_BASE_URL: z.optional(z.url()),
  VITE_REALTIME: z._default(z.enum(['sandbox', 'firestore']), 'sandbox'),
  VITE_PAYMENTS: z._default(z.enum(['sandbox', 'stripe']), 'sandbox'),
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

/** The configuration error naming each variable at fault. */
export function envError(error: z.core.$ZodError): EnvError {
  return new EnvError(`Invalid environment: ${z.prettifyError(error)}`, [...new Set(error.issues.map((issue) => String(issue.path[0] ?? '')))]);
}

/** Parses the raw environment; rejects with an {@link EnvError} naming the variable when a value is invalid or missing. */
export async function parseEnv(raw: Record<string, unknown>, origin: string): Promise<AppEnv> {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) throw envError(parsed.error);
  const { VITE_API_BASE_URL, VITE_REALTIME, VITE_PAYMENTS } = parsed.data;
  const adapters =
    VITE_REALTIME === 'sandbox' && VITE_PAYMENTS === 'sandbox'
      ? { realtime: { kind: 'sandbox' } as const, payments: { kind: 'sandbox' } as const }
      : (await import('./provider-env.js')).parseProviderEnv(raw, VITE_REALTIME, VITE_PAYMENTS);
  return { apiBaseUrl: (VITE_API_BASE_URL ?? origin).replace(/\/$/, ''), ...adapters };
}
