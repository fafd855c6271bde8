import { money, type Charge } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import { buildChargeRows } from './charge-rows.js';

const usd = (amount: number) => money(amount, 'USD');
const charge = (type: Charge['type'], label: string, amount: number): Charge => ({ type, model: 'RATE', label, rate: 500, chargedAmount: usd(amount) });
const stateTax = charge('SALES_TAX', 'State tax', 200_000);
const cityTax = charge('TAX', 'City tax', 100_000);
const fee = charge('FEE', 'Kitchen fee', 50_000);

describe('buildChargeRows', () => {
  test.each([
    [
      '"US venues merge taxes into one \'Taxes and fees\' entry when two or more tax lines exist" (1-core §5)',
      [stateTax, cityTax, fee],
      'US',
      ['charge:Kitchen fee', 'taxesAndFees:300000'],
    ],
    ['one US tax line stays as labelled', [stateTax, fee], 'US', ['charge:State tax', 'charge:Kitchen fee']],
    ['outside the US taxes stay as labelled', [stateTax, cityTax], 'GB', ['charge:State tax', 'charge:City tax']],
  ])('%s', (_rule, charges, countryCode, rows) => {
    expect(buildChargeRows(charges, countryCode).map((row) => (row.kind === 'charge' ? `charge:${row.label}` : `taxesAndFees:${row.amount.amount}`))).toEqual(
      rows,
    );
  });

  test('"(one when the holding configuration merges taxes)"', () => {
    const rows = buildChargeRows([stateTax], 'US', 'holding-a', ['holding-a']);
    expect(rows).toEqual([{ kind: 'taxesAndFees', amount: usd(200_000), taxes: [{ label: 'State tax', amount: usd(200_000) }] }]);
  });
});
