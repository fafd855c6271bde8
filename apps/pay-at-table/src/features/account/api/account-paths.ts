/** The account routes of 1-core §2 and 3 §2, as path builders. */
export const accountPaths = {
  login: (redirectToPath?: string) => (redirectToPath ? `/login?${new URLSearchParams({ redirectToPath }).toString()}` : '/login'),
  signUp: (originPath: string) => `/signup?${new URLSearchParams({ originPath }).toString()}`,
  me: () => '/me',
  receipts: () => '/me/receipts/list',
  loggedOut: () => '/me/logged-out',
  management: () => '/me/management',
  details: () => '/me/details',
  entryPoint: () => '/entry-point',
  /** "/logged-in": tells the native app the diner is logged in, then goes on to `redirectToPath`. */
  loggedIn: (redirectToPath?: string) => (redirectToPath ? `/logged-in?${new URLSearchParams({ redirectToPath }).toString()}` : '/logged-in'),
} as const;

/**
 * A redirect target from the query (`redirectToPath`, `originPath`, `redirectTo`): only a path of this app, so a
 * crafted link cannot send the diner to another site after login. Anything else gives `fallback`.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, 'http://app.invalid');
    return url.origin === 'http://app.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
