import { describe, expect, test } from 'vitest';

import { parseTipsPrediction } from './tips-prediction.js';

describe('parseTipsPrediction (2-paying §7 "On error no data")', () => {
  test('reads lowTipsRate, mediumTipsRate, highTipsRate and modelMetadata', () => {
    const answer = { lowTipsRate: 1000, mediumTipsRate: 1500, highTipsRate: 2000, modelMetadata: { version: 'v3' } };
    expect(parseTipsPrediction(answer)).toEqual(answer);
  });

  test.each([
    ['no answer', undefined],
    ['a null answer', null],
    ['a missing rate', { lowTipsRate: 1000, mediumTipsRate: 1500 }],
    ['a negative rate', { lowTipsRate: -1, mediumTipsRate: 1500, highTipsRate: 2000 }],
    ['a rate that is not whole hundredths', { lowTipsRate: 0.1, mediumTipsRate: 0.15, highTipsRate: 0.2 }],
  ])('%s is no data', (_case, answer) => {
    expect(parseTipsPrediction(answer)).toBeUndefined();
  });

  test('modelMetadata defaults to empty', () => {
    expect(parseTipsPrediction({ lowTipsRate: 1, mediumTipsRate: 2, highTipsRate: 3 })?.modelMetadata).toEqual({});
  });
});
