import { encodeQuery } from '../shared/query.js';

/** The sign-up steps of the guest-app auth group: "signup, confirm, email, loggedIn and their /migration variants" (3 §2). */
export type SignUpStep = 'signup' | 'confirm' | 'loggedIn' | 'email';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const encoded = encodeQuery(query);
  return encoded === '' ? path : `${path}?${encoded}`;
}

/** `/guest-app/{appId}/auth/{step}` or its `/migration` variant, with its query. */
export function signUpStepPath(
  appId: string,
  step: SignUpStep,
  options: { readonly migration: boolean; readonly originPath?: string | undefined; readonly enrolled?: boolean; readonly error?: boolean },
): string {
  return withQuery(`/guest-app/${encodeURIComponent(appId)}/auth/${step}${options.migration ? '/migration' : ''}`, {
    originPath: options.originPath,
    enrolled: options.enrolled === undefined ? undefined : String(options.enrolled),
    error: options.error ? 'true' : undefined,
  });
}

/** The guest app's home: `/guest-app/{appId}`. */
export function guestAppHomePath(appId: string): string {
  return `/guest-app/${encodeURIComponent(appId)}`;
}

/** The loyalty page after sign-in or sign-up: `/guest-app/{appId}/loyalty?fromSignInOrSignup=true` (3 §4). */
export function guestAppLoyaltyPath(appId: string): string {
  return withQuery(`${guestAppHomePath(appId)}/loyalty`, { fromSignInOrSignup: 'true' });
}

/** "Login-guarded routes: profile, receipts, reservations, loyalty, marketing (and migration)" (3 §6), under /guest-app/{appId}. */
export const LOGIN_GUARDED_SEGMENTS = ['profile', 'receipts', 'reservations', 'loyalty', 'privacy/marketing', 'privacy/marketing/migration'] as const;

/** True when `path` (without query) is one of the login-guarded guest-app routes. */
export function isLoginGuardedPath(path: string): boolean {
  const match = /^\/guest-app\/[^/?#]+\/([^?#]*?)\/?(?:[?#].*)?$/.exec(path);
  return match !== null && (LOGIN_GUARDED_SEGMENTS as readonly string[]).includes(match[1] ?? '');
}

/**
 * "A guard redirects unauthenticated users to /guest-app/{appId}/auth/signup?originPath=..., or to
 * signup/migration if the path contains migration" (3 §2). Undefined when no redirect is needed.
 */
export function loginGuardRedirect(input: { readonly appId: string; readonly path: string; readonly authenticated: boolean }): string | undefined {
  if (input.authenticated || !isLoginGuardedPath(input.path)) return undefined;
  return signUpStepPath(input.appId, 'signup', { migration: input.path.includes('migration'), originPath: input.path });
}
