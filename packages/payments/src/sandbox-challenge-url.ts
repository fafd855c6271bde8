/**
 * The sandbox's 3-D Secure challenge page for `intentId`, coming back to `returnUrl`. The page redirects only to a
 * path on its own origin, so an absolute return URL goes as its path. With the intent's client secret when the caller
 * knows it (the provider that created or read the intent); without, the page reads the intent by its id.
 */
export function sandboxChallengeUrl(baseUrl: string, intentId: string, returnUrl: string, clientSecret?: string): string {
  const target = new URL(returnUrl, 'http://return.invalid');
  const path = `${target.pathname}${target.search}${target.hash}`;
  const query = new URLSearchParams({ returnUrl: path, ...(clientSecret ? { clientSecret } : {}) });
  return `${baseUrl.replace(/\/$/, '')}/sandbox-payments/3ds/${encodeURIComponent(intentId)}?${query.toString()}`;
}
