import { describe, expect, test } from 'vitest';
import { eur, eurScale5 } from '../test/fixtures.js';
import { buildAnomalyEvent } from './anomaly-event.js';

const ids = { billId: 'bill-1', splitId: 'split-1', venueId: 'venue-1', tableId: 'table-1' };

describe('buildAnomalyEvent: "Each emits an anomaly event with bill, split, venue and table ids" (2-paying §4); "amounts in events are divided by 100000" (§9)', () => {
  test('an exceeded forecast carries its excess in currency units', () => {
    expect(
      buildAnomalyEvent(
        { type: 'SplitAmountExceedsForecastedLeftToPay', splitAmount: eurScale5(3_050_000), forecastedLeftToPay: eur(20), excess: eurScale5(1_050_000) },
        ids,
      ),
    ).toEqual({
      ...ids,
      anomalyType: 'SplitAmountExceedsForecastedLeftToPay',
      currency: 'EUR',
      splitAmount: 30.5,
      forecastedLeftToPay: 20,
      excess: 10.5,
    });
  });

  test('an increased left to pay carries its increase', () => {
    expect(
      buildAnomalyEvent({ type: 'LeftToPayIncreasedWhenSplitTypeRemainingAmount', splitAmount: eur(20), forecastedLeftToPay: eur(25), increase: eur(5) }, ids),
    ).toMatchObject({ increase: 5 });
  });

  test('an amount changed between issue and engage carries the previous and new amounts', () => {
    expect(
      buildAnomalyEvent(
        {
          type: 'SplitAmountChangedBetweenIssueAndEngage',
          splitAmount: eur(20),
          forecastedLeftToPay: eur(25),
          previousBillSplitAmount: eur(20),
          newBillSplitAmount: eur(22),
        },
        ids,
      ),
    ).toMatchObject({ previousBillSplitAmount: 20, newBillSplitAmount: 22 });
  });

  test('amounts the server did not give are left out', () => {
    const event = buildAnomalyEvent(
      {
        type: 'SplitAmountChangedBetweenIssueAndEngage',
        splitAmount: eur(20),
        forecastedLeftToPay: eur(25),
        previousBillSplitAmount: undefined,
        newBillSplitAmount: undefined,
      },
      { ...ids, splitId: undefined, tableId: undefined },
    );
    expect(event).toEqual({
      billId: 'bill-1',
      splitId: undefined,
      venueId: 'venue-1',
      tableId: undefined,
      anomalyType: 'SplitAmountChangedBetweenIssueAndEngage',
      currency: 'EUR',
      splitAmount: 20,
      forecastedLeftToPay: 25,
    });
  });
});
