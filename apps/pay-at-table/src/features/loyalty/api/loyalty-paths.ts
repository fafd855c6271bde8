/** The loyalty routes of 1-core §2 and 3 §2, as path builders. */
export const loyaltyPaths = {
  /** `/venues/{venueId}/loyalty`: the programme, the balance and the rewards. */
  loyalty: (venueId: string) => `/venues/${encodeURIComponent(venueId)}/loyalty`,
  /** `/venues/{venueId}/loyalty-logged-in`: the login-return page, back to `originPath`. */
  loggedIn: (venueId: string, originPath?: string) =>
    `/venues/${encodeURIComponent(venueId)}/loyalty-logged-in${originPath ? `?${new URLSearchParams({ originPath }).toString()}` : ''}`,
} as const;

/**
 * "a loyalty login-return page finishes sign-in then redirects to the originPath query parameter" (3 §2): only a
 * path of this app, so a crafted link cannot send the diner to another site. Anything else gives `fallback`.
 */
export function safeOriginPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, 'http://app.invalid');
    return url.origin === 'http://app.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
