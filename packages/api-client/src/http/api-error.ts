import type * as z from 'zod/mini';

/** The server answered with a non-2xx status (1-core §8 "an error with status, body and type http"). */
export interface HttpError {
  readonly type: 'http';
  readonly status: number;
  /** The parsed JSON body when there is one, else the raw text (or `null` when empty). */
  readonly body: unknown;
}

/** The request never got an answer: offline, DNS, reset, aborted or timed out (1-core §8 "fundamental error"). */
export interface NetworkError {
  readonly type: 'network';
  readonly message: string;
  readonly timedOut: boolean;
}

/** The server answered 2xx with a body that does not match the contract. */
export interface InvalidResponseError {
  readonly type: 'invalid-response';
  readonly status: number;
  readonly issues: readonly z.core.$ZodIssue[];
}

/** Every failure of a raw call. */
export type ApiError = HttpError | NetworkError | InvalidResponseError;

/**
 * Retryable failures for split issue, update and cancel (2-paying §9): the request never reached a verdict
 * (network), the server was momentarily unable (5xx) or asked us to slow down (429). A 4xx is a verdict.
 */
export function isRetryableError(error: ApiError): boolean {
  switch (error.type) {
    case 'network':
      return true;
    case 'http':
      return error.status >= 500 || error.status === 429;
    case 'invalid-response':
      return false;
    default: {
      const unreachable: never = error;
      throw new Error(`Unknown api error ${JSON.stringify(unreachable)}`);
    }
  }
}
