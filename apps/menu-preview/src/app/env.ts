import * as z from 'zod/mini';

/** The build-time environment, parsed once. The API base defaults to the page's own origin. */
export const envSchema = z.object({ VITE_API_BASE_URL: z.optional(z.url()) });

export interface AppEnv {
  readonly apiBaseUrl: string;
}

/** Parses the raw environment; throws with the field name when a value is invalid (a deployment error). */
export function parseEnv(raw: Record<string, unknown>, origin: string): AppEnv {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  return { apiBaseUrl: (parsed.data.VITE_API_BASE_URL ?? origin).replace(/\/$/, '') };
}
