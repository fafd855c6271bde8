import { billSchema } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import { billDoc, eur } from '../../../test/fixtures.js';
import { shareSplitModel } from './share-split-model.js';

const bill = (overrides: Record<string, unknown> = {}) => billSchema.parse(billDoc(overrides));

describe('shareSplitModel (2-paying §4 "By share", §5)', () => {
  test("a new division: the forecasted left to pay between the table's guests, one share by default", () => {
    const model = shareSplitModel(bill(), {});
    expect(model).toMatchObject({ baseAmount: eur(56.5), numberOfGuests: 2, numberOfShares: 1, guestsLocked: false, maximumShares: 2 });
    expect(model.amount).toEqual({ ok: true, value: eur(28.25) });
  });

  test('"shares sum to the total": three guests split 100 by largest remainder at scale 5 (33.33334 first)', () => {
    const b = bill({ forecastedLeftToPay: eur(100) });
    expect(shareSplitModel(b, { numberOfGuests: 3, numberOfShares: 1 }).amount).toEqual({ ok: true, value: eur(33.33334) });
    expect(shareSplitModel(b, { numberOfGuests: 3, numberOfShares: 3 }).amount).toEqual({ ok: true, value: eur(100) });
  });

  test.each([
    ['"Guest changes clamp shares to the guest count"', { numberOfGuests: 3, numberOfShares: 9 }, 3],
    ['shares are at least 1', { numberOfGuests: 3, numberOfShares: 0 }, 1],
  ])('%s', (_name, requested, shares) => {
    expect(shareSplitModel(bill(), requested).numberOfShares).toBe(shares);
  });

  test('"guests 2 to 32": 1 or 33 guests is refused', () => {
    expect(shareSplitModel(bill(), { numberOfGuests: 1 }).amount).toMatchObject({ ok: false, error: { code: 'guests-out-of-range' } });
    expect(shareSplitModel(bill(), { numberOfGuests: 33 }).amount).toMatchObject({ ok: false, error: { code: 'guests-out-of-range' } });
  });

  test('"An ongoing split by share … join view": base and guests come from it, "locked once shares are paid"', () => {
    const b = bill({ ongoingSplitByShare: { baseAmount: eur(120), numberOfGuests: 4, shares: 1 } });
    const model = shareSplitModel(b, { numberOfGuests: 6, numberOfShares: 9 });
    expect(model).toMatchObject({ baseAmount: eur(120), numberOfGuests: 4, guestsLocked: true, paidShares: 1, maximumShares: 3, numberOfShares: 3 });
    expect(model.amount).toEqual({ ok: true, value: eur(90) });
  });
});
