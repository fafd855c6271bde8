/** A query string from entries, each key and value URI-encoded; undefined values are left out. */
export function encodeQuery(query: Record<string, string | undefined>): string {
  return Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

function decode(component: string): string | undefined {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    // A malformed escape in a URL the diner pasted: that parameter is unreadable, the others still count.
    return undefined;
  }
}

/** The value of `name` in the query part of `path` (after `?`, before `#`), if present and well-formed. */
export function queryParam(path: string, name: string): string | undefined {
  const start = path.indexOf('?');
  if (start === -1) return undefined;
  const end = path.indexOf('#', start);
  const query = path.slice(start + 1, end === -1 ? undefined : end);
  for (const pair of query.split('&')) {
    const separator = pair.indexOf('=');
    const key = decode(separator === -1 ? pair : pair.slice(0, separator));
    if (key === name) return decode(separator === -1 ? '' : pair.slice(separator + 1));
  }
  return undefined;
}
