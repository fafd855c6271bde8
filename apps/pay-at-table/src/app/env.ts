import { z } from 'zod';

/** The build-time environment, parsed once. The API base defaults to the page's own origin. */
export const envSchema = z.object({
  VITE_API_BASE_URL: z.url().optional(),
  VITE_PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  VITE_REALTIME: z.enum(['sandbox']).default('sandbox'),
});

export interface AppEnv {
  readonly apiBaseUrl: string;
  readonly paymentProvider: 'sandbox';
  readonly realtime: 'sandbox';
}

/** Parses the raw environment; throws with the field name when a value is invalid (a deployment error). */
export function parseEnv(raw: Record<string, unknown>, origin: string): AppEnv {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  return {
    apiBaseUrl: (parsed.data.VITE_API_BASE_URL ?? origin).replace(/\/$/, ''),
    paymentProvider: parsed.data.VITE_PAYMENT_PROVIDER,
    realtime: parsed.data.VITE_REALTIME,
  };
}
