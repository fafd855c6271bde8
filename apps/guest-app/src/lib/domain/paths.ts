/**
 * A same-origin path to return to (an `originPath` query parameter), or `fallback`: it must start with one `/`, and
 * hold no backslash or control character, so `//evil.example`, `https://…` and `/\evil` are refused.
 */
export function safeOriginPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}

/** The guest app's base path. */
export const appPath = (appId: string, sub = ''): string => `/guest-app/${encodeURIComponent(appId)}${sub === '' ? '' : `/${sub}`}`;

/**
 * Where the login guard sends an unauthenticated diner (3 §2): the guest app's sign-up with `originPath`, or its
 * `signup/migration` when the page's path contains "migration".
 */
export function signUpPath(appId: string, originPath: string): string {
  const step = originPath.includes('migration') ? 'auth/signup/migration' : 'auth/signup';
  return `${appPath(appId, step)}?${new URLSearchParams({ originPath }).toString()}`;
}

/** The menus of a venue (pay-at-table's `/venues/{venueId}/menus`). */
export const venueMenusPath = (venueId: string): string => `/venues/${encodeURIComponent(venueId)}/menus`;
