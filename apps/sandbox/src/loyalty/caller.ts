import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_HEADER, type AccountAuth, type AccountStore } from '../account/plugin.js';
import { HttpError } from '../http/http-error.js';
import { verifyGuestToken } from '../identity/guest-token.js';
import { GUEST_TOKEN_HEADER } from '../identity/identity-routes.js';

/** Who calls: the account a bearer token proves and the guest identity a guest token proves (either or both). */
export interface Caller {
  accountId: string | undefined;
  guestId: string | undefined;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === '' ? undefined : text;
}

const notOwner = (field: string) => new HttpError(403, { type: 'not-account-owner', message: `${field}: this is not the caller's user`, field });

/**
 * The checks of every loyalty, guest-app and consent `/users/{userId}` path (issue 13 "checks that the bearer token
 * or guest identity is that user"): a bearer token is checked as the account routes check it (401 naming
 * `header.authorization`), a guest token as the billing routes do (401 `invalid-guest-token`); without either, 401.
 * Another user's id is 403 `not-account-owner` before anything is read, so the answer is the same whether that user
 * exists or not.
 */
export class CallerAuth {
  constructor(
    private readonly secret: string,
    private readonly auth: AccountAuth,
    private readonly accounts: AccountStore,
  ) {}

  /** The caller's identities; 401 when a token is forged or expired, or when none is sent. */
  async caller(request: FastifyRequest, reply: FastifyReply): Promise<Caller> {
    const bearer = header(request, ACCESS_TOKEN_HEADER);
    const guestToken = header(request, GUEST_TOKEN_HEADER);
    const accountId = bearer === undefined ? undefined : await this.auth.requireAccount(request, reply);
    let guestId: string | undefined;
    if (guestToken !== undefined) {
      guestId = guestToken.length <= 1000 ? verifyGuestToken(guestToken, this.secret) : undefined;
      if (!guestId) {
        throw new HttpError(401, {
          type: 'invalid-guest-token',
          message: `header.${GUEST_TOKEN_HEADER} is not a valid guest token`,
          field: `header.${GUEST_TOKEN_HEADER}`,
        });
      }
    }
    if (accountId === undefined && guestId === undefined) {
      void reply.header('www-authenticate', 'Bearer realm="tableside", error="invalid_request"');
      throw new HttpError(401, {
        type: 'invalid-access-token',
        message: `header.${ACCESS_TOKEN_HEADER} is missing: send "Bearer <access token>" or the guest token header ${GUEST_TOKEN_HEADER}`,
        field: `header.${ACCESS_TOKEN_HEADER}`,
      });
    }
    return { accountId, guestId };
  }

  /** The caller, who must be `userId` (403 `not-account-owner` naming `field` otherwise). */
  async requireUser(request: FastifyRequest, reply: FastifyReply, userId: string, field = 'params.userId'): Promise<Caller> {
    const caller = await this.caller(request, reply);
    if (!isCaller(caller, userId)) throw notOwner(field);
    return caller;
  }

  /** The caller's account, which must be `userId` (bearer only: the authenticated guest-app path). */
  async requireAccountUser(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<string> {
    const accountId = await this.auth.requireAccount(request, reply);
    if (accountId !== userId) throw notOwner('params.userId');
    return accountId;
  }

  /** The guest identities whose splits are the caller's: its guest token's and those linked to its account. */
  async guestIds(caller: Caller): Promise<Set<string>> {
    const ids = new Set<string>(caller.accountId ? await this.accounts.guestIds(caller.accountId) : []);
    if (caller.guestId) ids.add(caller.guestId);
    return ids;
  }

  /** True when `userId` is one of the caller's identities, its account's linked devices included. */
  async owns(caller: Caller, userId: string): Promise<boolean> {
    return isCaller(caller, userId) || (await this.guestIds(caller)).has(userId);
  }

  notOwner(field: string): HttpError {
    return notOwner(field);
  }
}

/** True when `userId` is the caller's account or guest identity. */
export function isCaller(caller: Caller, userId: string): boolean {
  return userId === caller.accountId || userId === caller.guestId;
}
