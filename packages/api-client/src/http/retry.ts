import type { Result } from '../result.js';

/** "up to 4 retries, 500 ms apart" (2-paying §9 split issue and update retry). */
export const SPLIT_RETRY_COUNT = 4;
export const SPLIT_RETRY_DELAY_MS = 500;

/** Waits `ms` milliseconds; injected so tests do not wait. */
export type Sleep = (ms: number) => Promise<void>;

export interface RetryPolicy<E> {
  readonly retries: number;
  readonly delayMs: number;
  readonly sleep: Sleep;
  readonly isRetryable: (error: E) => boolean;
}

/** Runs `attempt` until it succeeds, fails with a non-retryable error, or the retries run out. */
export async function withRetry<T, E>(attempt: () => Promise<Result<T, E>>, policy: RetryPolicy<E>): Promise<Result<T, E>> {
  let result = await attempt();
  for (let retry = 0; retry < policy.retries && !result.ok && policy.isRetryable(result.error); retry += 1) {
    await policy.sleep(policy.delayMs);
    result = await attempt();
  }
  return result;
}
