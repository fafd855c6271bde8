import { account, errorBodySchema, routePath } from '@tableside/contracts';
import type * as z from 'zod/mini';
import type { ApiError } from '../http/api-error.js';
import { path, type HttpClient } from '../http/http-client.js';
import { ok, type Result } from '../result.js';

export type Account = account.Account;
export type CodeSent = z.output<typeof account.codeSentResponseSchema>;
export type AccessToken = z.output<typeof account.accessTokenResponseSchema>;
export type LoginAnswer = z.output<typeof account.loginResponseSchema>;
export type AccountReceipt = z.output<typeof account.receiptSchema>;
export type RequestCodeBody = z.input<typeof account.requestCodeBodySchema>;
export type LoginBody = z.input<typeof account.loginBodySchema>;
export type PatchUserBody = z.input<typeof account.patchUserBodySchema>;
export type PersonalDetailsBody = z.input<typeof account.personalDetailsBodySchema>;

/**
 * The guest account calls of 3 §7 ("Request SMS code (phone) and login/verify with code (phone, code), save
 * personal details, get access token", `PATCH user-account/users/me`, `GET marketing/api/v1/receipts`), at the
 * paths and with the answer schemas of `@tableside/contracts`' account routes. Every call after login carries the
 * account's bearer token; login carries the device's guest token, so the payments made on this device before login
 * become the account's.
 */
export interface AccountApi {
  /** `POST /user-account/login/code`: an SMS with a 6-digit code. */
  requestLoginCode(body: RequestCodeBody): Promise<Result<CodeSent, ApiError>>;
  /** `POST /user-account/login`: the phone and its code give a bearer access token and the account. */
  login(body: LoginBody): Promise<Result<LoginAnswer, ApiError>>;
  /** `GET /user-account/users/{userId|me}`. */
  getUser(bearer: string, userId?: string): Promise<Result<Account, ApiError>>;
  /** `PATCH /user-account/users/{userId|me}`. */
  patchUser(bearer: string, body: PatchUserBody, userId?: string): Promise<Result<Account, ApiError>>;
  /** `PUT /user-account/users/{userId|me}/personal-details`. */
  savePersonalDetails(bearer: string, body: PersonalDetailsBody, userId?: string): Promise<Result<Account, ApiError>>;
  /** `POST /user-account/users/{userId|me}/access-token`: a fresh token for a valid one. */
  renewAccessToken(bearer: string, userId?: string): Promise<Result<AccessToken, ApiError>>;
  /** `GET /marketing/api/v1/receipts`: the account's payments, newest first. */
  listReceipts(bearer: string): Promise<Result<readonly AccountReceipt[], ApiError>>;
  /**
   * `GET /receipt/receipts/v2/payments/{paymentId}?locale=`: a receipt PDF of the account, through the receipt
   * route, with the device's guest token and the account's bearer token.
   */
  downloadReceipt(bearer: string, paymentId: string, locale?: string): Promise<Result<Blob, ApiError>>;
}

/** The refusal `type` of a failed account call (`login.invalid_code`, `sms-code-locked`...), if the server sent one. */
export function accountErrorType(error: ApiError): string | undefined {
  if (error.type !== 'http') return undefined;
  const body = errorBodySchema.safeParse(error.body);
  return body.success ? body.data.type : undefined;
}

/** True when the bearer token is no longer accepted (401): the session is over. */
export function isAccessTokenRefused(error: ApiError): boolean {
  return error.type === 'http' && error.status === 401;
}

/** Creates the account calls. */
export function createAccountApi(http: HttpClient): AccountApi {
  const userPath = (template: string, userId: string) => routePath(template, { userId });
  return {
    requestLoginCode: async (body) =>
      http.json(
        { method: account.requestLoginCode.method, path: account.requestLoginCode.path, body: account.requestCodeBodySchema.parse(body) },
        account.codeSentResponseSchema,
      ),
    login: async (body) =>
      http.json(
        { method: account.login.method, path: account.login.path, body: account.loginBodySchema.parse(body), guest: true },
        account.loginResponseSchema,
      ),
    getUser: (bearer, userId = 'me') =>
      http.json({ method: account.getUser.method, path: userPath(account.getUser.path, userId), bearer }, account.accountSchema),
    patchUser: (bearer, body, userId = 'me') =>
      http.json({ method: account.patchUser.method, path: userPath(account.patchUser.path, userId), body, bearer }, account.accountSchema),
    savePersonalDetails: (bearer, body, userId = 'me') =>
      http.json({ method: account.savePersonalDetails.method, path: userPath(account.savePersonalDetails.path, userId), body, bearer }, account.accountSchema),
    renewAccessToken: (bearer, userId = 'me') =>
      http.json({ method: account.renewAccessToken.method, path: userPath(account.renewAccessToken.path, userId), bearer }, account.accessTokenResponseSchema),
    async listReceipts(bearer) {
      const answer = await http.json({ method: account.listReceipts.method, path: account.listReceipts.path, bearer }, account.receiptsResponseSchema);
      return answer.ok ? ok(answer.value.receipts) : answer;
    },
    downloadReceipt: (bearer, paymentId, locale) =>
      http.blob({ method: 'GET', path: path`/receipt/receipts/v2/payments/${paymentId}`, query: locale ? { locale } : undefined, guest: true, bearer }),
  };
}
