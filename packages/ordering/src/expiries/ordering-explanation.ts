import { countryPolicy } from '@tableside/billing-domain';
import { HOUR_MS } from '../shared/durations.js';

/** "ordering explanation re-shown after 4 hours" (3 §9). */
export const ORDERING_EXPLANATION_RESHOW_MS = 4 * HOUR_MS;
/** "tour step 4.5 s" (3 §9). */
export const ORDERING_EXPLANATION_STEP_MS = 4_500;
/** "Ordering explanation tour: 3 steps" (3 §2). */
export const ORDERING_EXPLANATION_STEPS = 3;

/** "Shown if never seen or more than 4 hours since last seen; stored locally" (3 §4 Ordering explanation). */
export function shouldShowOrderingExplanation(lastSeenAt: number | undefined, now: number): boolean {
  return lastSeenAt === undefined || now - lastSeenAt > ORDERING_EXPLANATION_RESHOW_MS;
}

/** "Step 3 image varies by country (FR, GB or other)" (3 §2). */
export function orderingExplanationImageVariant(countryCode: string): 'FR' | 'GB' | 'other' {
  return countryPolicy(countryCode).orderingExplanationVariant;
}
