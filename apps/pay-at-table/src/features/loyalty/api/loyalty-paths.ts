/** The loyalty routes of 1-core §2 and 3 §2, as path builders. */
export const loyaltyPaths = {
  /** `/venues/{venueId}/loyalty`: the programme, the balance and the rewards. */
  loyalty: (venueId: string) => `/venues/${encodeURIComponent(venueId)}/loyalty`,
  /** `/venues/{venueId}/loyalty-logged-in`: the login-return page, back to `originPath`. */
  loggedIn: (venueId: string, originPath?: string) =>
    `/venues/${encodeURIComponent(venueId)}/loyalty-logged-in${originPath ? `?${new URLSearchParams({ originPath }).toString()}` : ''}`,
  /** `/passwordless?venueId=…&originPath=…`: the no-code identification page of a passwordless programme (PONGO). */
  passwordless: (venueId: string, originPath?: string) => `/passwordless?${new URLSearchParams(originPath ? { venueId, originPath } : { venueId }).toString()}`,
} as const;

/** A venue id the `/passwordless` query may carry (a document id: no slash, no dot segment). */
export function isVenueId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(value);
}

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
