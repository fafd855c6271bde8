import { countryPolicy } from '../country/country-policy.js';
import { sum, type Money } from '../money/money.js';
import type { Charge, ChargeType } from '../schemas/charge.js';

/** The label of the merged US tax line (1-core §5). */
export const TAXES_AND_FEES_LABEL = 'Taxes and fees';

const TAX_TYPES: readonly ChargeType[] = ['TAX', 'SALES_TAX'];

/** True for a tax line (TAX or SALES_TAX). */
export function isTaxLine(charge: Pick<Charge, 'type'>): boolean {
  return TAX_TYPES.includes(charge.type);
}

/** The venue context that decides the merge; holding configurations come from environment lists. */
export interface TaxMergeContext {
  countryCode: string;
  holdingConfiguration?: string | undefined;
  holdingConfigurationsMergingTaxes: readonly string[];
}

/**
 * "US venues merge taxes into one 'Taxes and fees' entry when two or more tax lines exist (one when the holding
 * configuration merges taxes)" (1-core §5, 2-paying §9).
 */
export function shouldMergeTaxes(taxLineCount: number, context: TaxMergeContext): boolean {
  if (!countryPolicy(context.countryCode).mergesTaxes) return false;
  const mergesFromOne = context.holdingConfiguration !== undefined && context.holdingConfigurationsMergingTaxes.includes(context.holdingConfiguration);
  return taxLineCount >= (mergesFromOne ? 1 : 2);
}

/** A tax line as displayed: one per charge, or the single merged entry. */
export interface TaxDisplayLine {
  label: string;
  amount: Money;
  merged: boolean;
}

/**
 * Builds the tax lines to display, merging them into one "Taxes and fees" entry when {@link shouldMergeTaxes}
 * says so. Non-tax charges are ignored.
 */
export function buildTaxDisplayLines(charges: readonly Charge[], context: TaxMergeContext): TaxDisplayLine[] {
  const taxes = charges.filter(isTaxLine);
  const [first] = taxes;
  if (!first) return [];
  if (shouldMergeTaxes(taxes.length, context)) {
    return [
      {
        label: TAXES_AND_FEES_LABEL,
        amount: sum(
          taxes.map((t) => t.chargedAmount),
          first.chargedAmount.currency,
        ),
        merged: true,
      },
    ];
  }
  return taxes.map((t) => ({ label: t.label, amount: t.chargedAmount, merged: false }));
}
