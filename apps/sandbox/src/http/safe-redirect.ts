/** The longest redirect target accepted. */
export const MAX_REDIRECT_LENGTH = 2000;

const origin = 'http://sandbox.invalid';
// In the raw value: whitespace, control characters and backslashes (browsers drop tabs and newlines inside URLs, so
// `/\t/evil` becomes `//evil`, and read `\` as `/`).
// eslint-disable-next-line no-control-regex
const unsafeRaw = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;
// In a decoded form: control characters and backslashes (a decoded space is harmless).
// eslint-disable-next-line no-control-regex
const unsafeDecoded = /[\u0000-\u001f\u007f\\]/;

function offSite(path: string): boolean {
  return !path.startsWith('/') || path.startsWith('//');
}

/**
 * `value` when it is a path on the sandbox's own origin (`/venues/v1/bills/b1/payment-auth/s1?x=1`), else
 * undefined: no scheme (`javascript:`, `data:`, `https:` — absolute URLs are refused even for the same host), no
 * `//host`, no backslash (`/\host`, `\\host`), no whitespace or control character, and the same after
 * percent-decoding (`/%2F%2Fevil`, `/%5Cevil`, `/%09/evil`).
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > MAX_REDIRECT_LENGTH) return undefined;
  if (unsafeRaw.test(value) || offSite(value)) return undefined;
  let decoded = value;
  for (let round = 0; ; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return undefined;
    }
    if (next === decoded) break;
    if (round === 3 || unsafeDecoded.test(next) || offSite(next)) return undefined;
    decoded = next;
  }
  try {
    const resolved = new URL(value, origin);
    if (resolved.origin !== origin) return undefined;
  } catch {
    return undefined;
  }
  return value;
}

/**
 * The 3-D Secure page's `returnUrl` (moved from the payment routes): a same-origin path or undefined. `_host` is
 * kept for the callers' signature; an absolute URL is refused whatever its host.
 */
export function safeReturnUrl(returnUrl: string | undefined, _host?: string | undefined): string | undefined {
  return safeRedirectPath(returnUrl);
}
