import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signs a guest id: `<guestId>.<base64url HMAC-SHA256(guestId, secret)>`. */
export function signGuestToken(guestId: string, secret: string): string {
  return `${guestId}.${mac(guestId, secret)}`;
}

/** The guest id a token proves, or undefined when the token is malformed or forged. */
export function verifyGuestToken(token: string, secret: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const guestId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(guestId, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return guestId;
}

function mac(guestId: string, secret: string): string {
  return createHmac('sha256', secret).update(guestId).digest('base64url');
}
