import * as z from 'zod/mini';

/**
 * The account logged in on this browser: pay-at-table's sign-up and login keep it in local storage under
 * `tableside.account` (a zustand persist record `{ state: { session } }`), on the same origin as this app.
 */
export const ACCOUNT_SESSION_STORAGE_KEY = 'tableside.account';

export const accountSessionSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  accessToken: z.string().check(z.minLength(1)),
  expiresAt: z.number().check(z.int(), z.nonnegative()),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

const storedSchema = z.object({ state: z.object({ session: z.nullable(accountSessionSchema) }) });

/** The stored session when it parses and has not expired; a missing, malformed or expired one is no session. */
export function readAccountSession(storage: Pick<Storage, 'getItem'> | undefined, now: number): AccountSession | undefined {
  try {
    const raw = storage?.getItem(ACCOUNT_SESSION_STORAGE_KEY);
    if (!raw) return undefined;
    const session = storedSchema.safeParse(JSON.parse(raw)).data?.state.session;
    return session && session.expiresAt > now ? session : undefined;
  } catch {
    return undefined;
  }
}
