import type { PaymentProvider, ThreeDSecureOutcome } from './payment-provider.js';

/** "3-D Secure validation: up to 4 retries, 1-second timeout" (1-core §9). */
export const THREE_D_SECURE_VALIDATION = { retries: 4, delayMs: 1000 } as const;

/**
 * Reads the 3-D Secure result after the diner comes back from the challenge, retrying a processing failure (the
 * network or the provider not answering yet) up to 4 times, 1 second apart. Any other result is final.
 */
export async function validateAuthentication(
  provider: Pick<PaymentProvider, 'completeAuthentication'>,
  intentId: string,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<ThreeDSecureOutcome> {
  let outcome = await provider.completeAuthentication(intentId);
  for (let retry = 0; retry < THREE_D_SECURE_VALIDATION.retries && outcome.kind === 'processing-failure'; retry += 1) {
    await sleep(THREE_D_SECURE_VALIDATION.delayMs);
    outcome = await provider.completeAuthentication(intentId);
  }
  return outcome;
}
