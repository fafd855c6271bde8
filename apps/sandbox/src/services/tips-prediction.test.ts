import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { predictTips, tipsPredictionRequestSchema } from './tips-prediction.js';

const unit = 100_000;
const base = {
  businessId: 'business-paris',
  billId: 'bill-1',
  splitAmount: { amount: 30 * unit, currency: 'EUR' },
  totalAmount: { amount: 60 * unit, currency: 'EUR' },
  productNames: ['Steak frites'],
  numberOfClients: 2,
  openedAt: 1_760_000_000,
  lowTipsRate: 500,
  mediumTipsRate: 1000,
  highTipsRate: 1500,
  staffName: 'Camille',
};

describe('tips prediction (2-paying §7: lowTipsRate, mediumTipsRate, highTipsRate, modelMetadata)', () => {
  test.each([
    ['under 25 per guest keeps the rates', 2, 40, [500, 1000, 1500], 'low'],
    ['25 to 60 per guest adds 5%', 2, 60, [525, 1050, 1575], 'medium'],
    ['60 or more per guest adds 10%', 2, 200, [550, 1100, 1650], 'high'],
    ['a party of 6 or more trims 5%', 6, 120, [475, 950, 1425], 'low'],
  ])('%s', (_rule, numberOfClients, totalUnits, rates, band) => {
    const prediction = predictTips(
      tipsPredictionRequestSchema.parse({ ...base, numberOfClients, totalAmount: { amount: totalUnits * unit, currency: 'EUR' } }),
    );
    expect([prediction.lowTipsRate, prediction.mediumTipsRate, prediction.highTipsRate]).toEqual(rates);
    expect(prediction.modelMetadata['spendPerGuestBand']).toBe(band);
  });

  test('"Tip suggestion percentages are sorted ascending (low, middle, high)" for any input', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 5000 }),
        fc.nat({ max: 5000 }),
        fc.nat({ max: 5000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.nat({ max: 1_000_000 * unit }),
        (low, medium, high, numberOfClients, total) => {
          const p = predictTips(
            tipsPredictionRequestSchema.parse({
              ...base,
              lowTipsRate: low,
              mediumTipsRate: medium,
              highTipsRate: high,
              numberOfClients,
              totalAmount: { amount: total, currency: 'EUR' },
            }),
          );
          return p.lowTipsRate >= 0 && p.lowTipsRate <= p.mediumTipsRate && p.mediumTipsRate <= p.highTipsRate;
        },
      ),
    );
  });

  test.each([
    ['negative rate', { lowTipsRate: -1 }, 'lowTipsRate'],
    ['a negative guest count', { numberOfClients: -1 }, 'numberOfClients'],
    ['currencies differ', { splitAmount: { amount: 1, currency: 'USD' } }, 'splitAmount'],
    ['fractional amount', { totalAmount: { amount: 1.5, currency: 'EUR' } }, 'totalAmount'],
  ])('rejects %s', (_case, patch, field) => {
    const parsed = tipsPredictionRequestSchema.safeParse({ ...base, ...patch });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0]?.path[0]).toBe(field);
  });
});
