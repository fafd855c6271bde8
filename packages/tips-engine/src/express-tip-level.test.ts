import { describe, expect, test } from 'vitest';

import { expressTipLevel } from './express-tip-level.js';
import { m } from '../test/money.js';

describe('expressTipLevel (2-paying §4 "Express tip level compared with the fast checkout rate is NO, MINUS or PLUS")', () => {
  test.each([
    ['NO: no tip', '0', 'NO'],
    ['MINUS: below 18% of 50', '8.99', 'MINUS'],
    ['PLUS: at 18% of 50', '9', 'PLUS'],
    ['PLUS: above 18% of 50', '12', 'PLUS'],
  ])('%s', (_rule, tip, level) => {
    expect(expressTipLevel(m(tip, 'USD'), m('50', 'USD'), 1800)).toBe(level);
  });
});
