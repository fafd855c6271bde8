import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { verifyAccessToken } from './access-token.js';
import type { AccountStore } from './account-store.js';

/** The header that carries the account's access token: `Authorization: Bearer <token>`. */
export const ACCESS_TOKEN_HEADER = 'authorization';
const headerField = `header.${ACCESS_TOKEN_HEADER}`;

/** `me` in a `/users/{userId}` path is the token's own account. */
export const ME = 'me';

/**
 * Bearer checks for the account routes: the token must be signed with the sandbox secret, unexpired, and name an
 * account that exists (401 naming the header otherwise); a `/users/{userId}` path must be the token's account or
 * `me` (403 `not-account-owner` otherwise, whether or not that other account exists, so nothing is revealed).
 */
export class AccountAuth {
  constructor(
    private readonly secret: string,
    private readonly now: () => number,
    private readonly accounts: AccountStore,
  ) {}

  /** The account id the request's bearer token proves. */
  async requireAccount(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const value = request.headers[ACCESS_TOKEN_HEADER];
    const header = Array.isArray(value) ? value[0] : value;
    const match = header === undefined ? null : /^Bearer +([A-Za-z0-9_\-.]{1,4096})$/i.exec(header.trim());
    if (!match?.[1]) throw this.refuse(reply, 'invalid_request', 'invalid-access-token', `${headerField} is missing or is not "Bearer <access token>"`);
    const check = await verifyAccessToken(match[1], this.secret, this.now());
    if (!check.ok) {
      throw check.reason === 'expired'
        ? this.refuse(reply, 'invalid_token', 'access-token-expired', `${headerField}: the access token has expired; log in again`)
        : this.refuse(reply, 'invalid_token', 'invalid-access-token', `${headerField}: the access token is not valid`);
    }
    const account = await this.accounts.get(check.userId);
    if (!account) throw this.refuse(reply, 'invalid_token', 'invalid-access-token', `${headerField}: the access token's account no longer exists`);
    return account.id;
  }

  /** The token's account, which must be `userId` (or `me`). */
  async requireUser(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<string> {
    const own = await this.requireAccount(request, reply);
    if (userId !== ME && userId !== own) {
      throw new HttpError(403, { type: 'not-account-owner', message: "params.userId: the access token is not this user's", field: 'params.userId' });
    }
    return own;
  }

  private refuse(reply: FastifyReply, error: string, type: string, message: string): HttpError {
    void reply.header('www-authenticate', `Bearer realm="tableside", error="${error}"`);
    return new HttpError(401, { type, message, field: headerField });
  }
}
