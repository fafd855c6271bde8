import { describe, expect, test } from 'vitest';

import { needsBelowAverageConfirmation } from './smart-tip.js';
import { m } from '../test/money.js';

describe('needsBelowAverageConfirmation (2-paying §4 US smart tip)', () => {
  test.each([
    ['"tips below the lowest suggested percentage trigger a confirmation modal"', '1.99', true],
    ['a zero tip is below the lowest suggestion', '0', true],
    ['a tip at the lowest suggestion needs no confirmation', '2', false],
    ['a tip above it needs no confirmation', '5', false],
  ])('%s', (_rule, tip, needed) => {
    expect(needsBelowAverageConfirmation(m(tip, 'USD'), m('20', 'USD'), 1000)).toBe(needed);
  });
});
