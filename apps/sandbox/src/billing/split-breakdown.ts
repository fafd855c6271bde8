import { add, allocate, money, subtract, sum, type CurrencyCode, type Money } from '@tableside/billing-domain';
import type { PosCharge } from '../pos/pos-schemas.js';
import { checkAmounts, type BillData } from './bill-model.js';

/** One charge of the split's sub-orders with the split's share of it. */
export interface ChargeShare {
  charge: PosCharge;
  share: Money;
}

/** The breakdown and tip bases of a split (1-core §3 "breakdown", "preTaxTipsBaseAmount, postTaxTipsBaseAmount"). */
export interface SplitBreakdown {
  breakdown: {
    appliedVats: { label: string; rate: number; amount: Money }[];
    appliedCharges: { type: PosCharge['type']; model: PosCharge['model']; label: string; rate: number; chargedAmount: Money; code: string }[];
    appliedDiscounts: never[];
    subTotal: Money;
    subTotalPreVirtualDiscount: Money;
  };
  preTaxTipsBaseAmount: Money;
  postTaxTipsBaseAmount: Money;
}

/**
 * The split's share of each charge of its sub-orders (all sub-orders when it has none): the charge allocated in the
 * ratio of the split amount to the sub-orders' total, by largest remainder.
 */
export function chargeShares(data: BillData, amount: Money, subOrderId: string | undefined): ChargeShare[] {
  const currency: CurrencyCode = data.currency;
  const checks = data.posOrder.checks.filter((c) => !subOrderId || c.id === subOrderId);
  const total = sum(
    checks.map((c) => checkAmounts(c, currency).total),
    currency,
  );
  const taken = Math.max(0, Math.min(amount.amount, total.amount));
  return checks.flatMap((check) =>
    checkAmounts(check, currency).charges.map(({ charge, chargedAmount }) => {
      const share = total.amount > 0 && chargedAmount.amount > 0 ? allocate(chargedAmount, [taken, total.amount - taken])[0] : undefined;
      return { charge, share: share ?? money(0, currency) };
    }),
  );
}

/**
 * Splits an amount into its breakdown: VAT is included in prices (appliedVats, informative); service charges,
 * fees and sales tax are added (appliedCharges). The pre-tax tip base leaves out every added charge; the post-tax
 * base adds the sales tax back (2-paying §5 "US tip base is pre- or post-tax by strategy").
 */
export function splitBreakdown(data: BillData, amount: Money, subOrderId: string | undefined): SplitBreakdown {
  const currency: CurrencyCode = data.currency;
  const shares = chargeShares(data, amount, subOrderId);
  const added = shares.filter((s) => s.charge.type !== 'TAX');
  const subTotal = subtract(
    amount,
    sum(
      added.map((s) => s.share),
      currency,
    ),
  );
  const salesTax = sum(
    added.filter((s) => s.charge.type === 'SALES_TAX').map((s) => s.share),
    currency,
  );
  return {
    breakdown: {
      appliedVats: shares.filter((s) => s.charge.type === 'TAX').map((s) => ({ label: s.charge.label, rate: s.charge.rate, amount: s.share })),
      appliedCharges: added.map((s) => ({
        type: s.charge.type,
        model: s.charge.model,
        label: s.charge.label,
        rate: s.charge.rate,
        chargedAmount: s.share,
        code: s.charge.code,
      })),
      appliedDiscounts: [],
      subTotal,
      subTotalPreVirtualDiscount: subTotal,
    },
    preTaxTipsBaseAmount: subTotal,
    postTaxTipsBaseAmount: add(subTotal, salesTax),
  };
}
