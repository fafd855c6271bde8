/** The venue id of an app path under `/venues/{venueId}`, if any. */
export function venueIdOfPath(pathname: string): string | undefined {
  const match = /^\/venues\/([^/]+)/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
