import { money } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import { readAnomalyRouteState } from './anomaly-route-state.js';

const amounts = { splitAmount: money(6_000_000, 'EUR'), forecastedLeftToPay: money(5_650_000, 'EUR') };

describe('anomaly route state', () => {
  test.each([
    [{ anomaly: { ...amounts, type: 'SplitAmountExceedsForecastedLeftToPay', excess: money(350_000, 'EUR') } }, 'SplitAmountExceedsForecastedLeftToPay'],
    [{ anomaly: { ...amounts, type: 'NotEnoughLeftToPay' } }, 'NotEnoughLeftToPay'],
    [{ anomaly: { ...amounts, type: 'InvalidSplitByShare', reason: 'shares-differ' } }, 'InvalidSplitByShare'],
  ])('an anomaly in state is read back (%#)', (state, type) => {
    expect(readAnomalyRouteState(state)?.type).toBe(type);
  });

  test.each([[undefined], [null], [{}], [{ anomaly: { type: 'Unknown' } }], [{ anomaly: { ...amounts, type: 'SplitAmountExceedsForecastedLeftToPay' } }]])(
    '"returns to the bill if none is in state": %j reads as none',
    (state) => {
      expect(readAnomalyRouteState(state)).toBeUndefined();
    },
  );
});
