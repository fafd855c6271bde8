import { describe, expect, test } from 'vitest';
import { ALLERGY_ANSWER_TTL_MS, allergyAnswerSchema, currentAllergyAnswer, shouldAskAllergyQuestion } from './allergy-answer.js';
import {
  ORDERING_EXPLANATION_RESHOW_MS,
  ORDERING_EXPLANATION_STEP_MS,
  orderingExplanationImageVariant,
  shouldShowOrderingExplanation,
} from './ordering-explanation.js';

const HOUR = 3_600_000;
const NOW = 1_700_000_000_000;

describe('3 §4 "Allergy answer expires after 4 hours"; 3 §9 "allergy answer 4 hours"', () => {
  test.each([
    ['answered 3 h 59 min ago', NOW - 4 * HOUR + 60_000, true],
    ['answered exactly 4 h ago', NOW - 4 * HOUR, false],
    ['answered 5 h ago', NOW - 5 * HOUR, false],
  ])('%s → still valid %s', (_case, answeredAt, valid) => {
    expect(ALLERGY_ANSWER_TTL_MS).toBe(4 * HOUR);
    const answer = allergyAnswerSchema.parse({ hasAllergies: true, answeredAt });
    expect(currentAllergyAnswer(answer, NOW)).toEqual(valid ? answer : undefined);
  });

  test.each([
    ['"shown only for venues with ordering enabled, in GB, when no answer is stored"', true, 'GB', undefined, true],
    ['ordering disabled', false, 'GB', undefined, false],
    ['not in GB', true, 'FR', undefined, false],
    ['an answer is stored', true, 'GB', { hasAllergies: false, answeredAt: NOW - HOUR }, false],
    ['the stored answer expired', true, 'GB', { hasAllergies: false, answeredAt: NOW - 5 * HOUR }, true],
  ])('allergy question modal: %s → %s', (_rule, orderingEnabled, countryCode, answer, shown) => {
    expect(shouldAskAllergyQuestion({ orderingEnabled, countryCode, answer, now: NOW })).toBe(shown);
  });
});

describe('3 §4 "Shown if never seen or more than 4 hours since last seen"; 3 §9 "ordering explanation re-shown after 4 hours"', () => {
  test.each([
    ['"never seen"', undefined, true],
    ['seen 1 h ago', NOW - HOUR, false],
    ['seen exactly 4 h ago', NOW - 4 * HOUR, false],
    ['"more than 4 hours since last seen"', NOW - 4 * HOUR - 1, true],
  ])('%s → shown %s', (_rule, lastSeenAt, shown) => {
    expect(ORDERING_EXPLANATION_RESHOW_MS).toBe(4 * HOUR);
    expect(shouldShowOrderingExplanation(lastSeenAt, NOW)).toBe(shown);
  });

  test.each([
    ['FR', 'FR'],
    ['GB', 'GB'],
    ['US', 'other'],
  ])('"step 3 image varies by country (FR, GB or other)": %s → %s', (country, variant) => {
    expect(orderingExplanationImageVariant(country)).toBe(variant);
    expect(ORDERING_EXPLANATION_STEP_MS).toBe(4_500);
  });
});
