import { describe, expect, test } from 'vitest';

import { tipsFlowGate } from './tips-flow-gate.js';

describe('tipsFlowGate (2-paying §4 "Tips flow gate")', () => {
  test.each([
    ['"if the payment method is a meal voucher, submit payment directly"', true, true, false, 'SUBMIT_PAYMENT'],
    ['"if the tips modal is not yet activated and enabled, the first confirm opens it"', false, true, false, 'OPEN_TIP_MODAL'],
    ['"else payment is submitted": already activated', false, true, true, 'SUBMIT_PAYMENT'],
    ['"else payment is submitted": not enabled', false, false, false, 'SUBMIT_PAYMENT'],
  ])('%s', (_rule, isMealVoucher, tipModalEnabled, tipModalActivated, action) => {
    expect(tipsFlowGate({ isMealVoucher, tipModalEnabled, tipModalActivated })).toBe(action);
  });
});
