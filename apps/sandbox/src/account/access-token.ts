import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'tableside-sandbox';
const AUDIENCE = 'tableside-account';

/** The HS256 key of access tokens: derived from the sandbox secret, so a guest token's HMAC never verifies as one. */
function signingKey(secret: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`account-access-token:${secret}`).digest());
}

/** A signed access token for `userId` and when it expires (epoch ms). */
export async function signAccessToken(userId: string, secret: string, now: number, ttlMs: number): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = (issuedAt + Math.max(1, Math.ceil(ttlMs / 1000))) * 1000;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt / 1000)
    .sign(signingKey(secret));
  return { token, expiresAt };
}

/** Why a token was refused. */
export type AccessTokenCheck = { ok: true; userId: string } | { ok: false; reason: 'expired' | 'invalid' };

/** Checks signature (HS256 only), issuer, audience and expiry at `now`. */
export async function verifyAccessToken(token: string, secret: string, now: number): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(now),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') return { ok: false, reason: 'invalid' };
    return { ok: true, userId: payload.sub };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
