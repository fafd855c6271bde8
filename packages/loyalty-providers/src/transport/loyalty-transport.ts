import { err, ok, type Result } from '@tableside/billing-domain';
import * as z from 'zod/mini';

/** One HTTP call, described as data. `path` is absolute from the API base (e.g. `/public/businesses/b1`). */
export interface LoyaltyRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  readonly path: string;
  readonly body?: unknown;
  /** A bearer token for the account endpoints (3 §6 "call account and receipt endpoints with a bearer token"). */
  readonly bearer?: string;
}

/**
 * What the transport answers. Every HTTP status is an `answer` (the rules need 200, 204 and 404 apart); a call
 * that never got an answer is `network`. The port resolves, it never rejects.
 */
export type LoyaltyResponse =
  { readonly type: 'answer'; readonly status: number; readonly body: unknown } | { readonly type: 'network'; readonly message: string };

/** The transport port: the app wraps its HTTP client, the sandbox simulator its router. */
export type LoyaltyTransport = (request: LoyaltyRequest) => Promise<LoyaltyResponse>;

/** Why a call did not give a usable body. */
export type CallFailure =
  | { readonly kind: 'network'; readonly message: string }
  | { readonly kind: 'http'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'invalid-response'; readonly status: number; readonly issues: readonly z.core.$ZodIssue[] };

/** True for a 2xx status. */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Reads a 2xx answer with `schema`; anything else is a `CallFailure`. */
export function readAnswer<S extends z.core.$ZodType>(response: LoyaltyResponse, schema: S): Result<z.output<S>, CallFailure & { code: 'CALL_FAILED' }> {
  if (response.type === 'network') return err({ code: 'CALL_FAILED', kind: 'network', message: response.message });
  if (!isSuccessStatus(response.status)) return err({ code: 'CALL_FAILED', kind: 'http', status: response.status, body: response.body });
  const parsed = z.safeParse(schema, response.body);
  if (!parsed.success) return err({ code: 'CALL_FAILED', kind: 'invalid-response', status: response.status, issues: parsed.error.issues });
  return ok(parsed.data);
}

/** The status of an answer, or undefined when the call never got one. */
export function statusOf(response: LoyaltyResponse): number | undefined {
  return response.type === 'answer' ? response.status : undefined;
}

/** "reward redemption and user update failures raise an HTTP error with status"; "'HTTP error status'" (3 §8). */
export interface LoyaltyHttpError {
  readonly code: 'HTTP_ERROR';
  /** The HTTP status, or undefined when the call got no answer. */
  readonly status: number | undefined;
  readonly message: 'HTTP error status';
}

/** Builds the `HTTP_ERROR` of a failed call. */
export function httpError(response: LoyaltyResponse): LoyaltyHttpError {
  return { code: 'HTTP_ERROR', status: statusOf(response), message: 'HTTP error status' };
}
