import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'tableside-sandbox';

/** How long a Paytronix-style provider session lasts: a dining visit and its earn-after-pay. */
export const PROVIDER_SESSION_TTL_MS = 12 * 60 * 60_000;

/** The HS256 key of provider sessions: derived from the sandbox secret, apart from the account's and the guests'. */
function signingKey(secret: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`loyalty-provider-session:${secret}`).digest());
}

/** The provider session a username-and-password login answers (`providerSession` of prepare-loyalty-id). */
export interface ProviderSession {
  accessToken: string;
  expiresAt: string;
}

/**
 * Signs the session of `username`'s login as `userId` with `businessId`'s programme (a Paytronix-style access token):
 * the device keeps it instead of the password and sends it again, as guestIdentificationParameters `{username,
 * accessToken}`, to earn after paying.
 */
export async function signProviderSession(
  secret: string,
  now: number,
  claims: { businessId: string; userId: string; username: string },
): Promise<ProviderSession> {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = (issuedAt + PROVIDER_SESSION_TTL_MS / 1000) * 1000;
  const accessToken = await new SignJWT({ usr: claims.username })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(`loyalty:${claims.businessId}`)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt / 1000)
    .sign(signingKey(secret));
  return { accessToken, expiresAt: new Date(expiresAt).toISOString() };
}

/** True when `accessToken` is a live session of `username` logged in as `userId` with `businessId`'s programme. */
export async function verifyProviderSession(
  secret: string,
  now: number,
  accessToken: string,
  claims: { businessId: string; userId: string; username: string },
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(accessToken, signingKey(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: `loyalty:${claims.businessId}`,
      subject: claims.userId,
      currentDate: new Date(now),
      requiredClaims: ['sub', 'exp', 'usr'],
    });
    return payload['usr'] === claims.username;
  } catch {
    return false;
  }
}
