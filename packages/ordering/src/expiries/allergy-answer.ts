import { countryPolicy } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { HOUR_MS } from '../shared/durations.js';

/** "allergy answer 4 hours" (3 §9). */
export const ALLERGY_ANSWER_TTL_MS = 4 * HOUR_MS;

/** The stored answer to the allergy question: yes/no and when it was given (epoch ms). */
export const allergyAnswerSchema = z.object({ hasAllergies: z.boolean(), answeredAt: z.number().check(z.int()) });
export type AllergyAnswer = z.infer<typeof allergyAnswerSchema>;

/** "Allergy answer expires after 4 hours" (3 §4 Basket): the answer while valid, else undefined (unknown). */
export function currentAllergyAnswer(answer: AllergyAnswer | undefined, now: number): AllergyAnswer | undefined {
  return answer && now - answer.answeredAt < ALLERGY_ANSWER_TTL_MS ? answer : undefined;
}

/**
 * "Allergy question modal: yes/no, shown only for venues with ordering enabled, in GB, when no answer is stored"
 * (3 §2); an expired answer counts as none.
 */
export function shouldAskAllergyQuestion(input: {
  readonly orderingEnabled: boolean;
  readonly countryCode: string;
  readonly answer: AllergyAnswer | undefined;
  readonly now: number;
}): boolean {
  return input.orderingEnabled && countryPolicy(input.countryCode).allergyQuestion && currentAllergyAnswer(input.answer, input.now) === undefined;
}
