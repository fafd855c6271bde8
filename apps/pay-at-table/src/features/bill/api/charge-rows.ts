import { buildTaxDisplayLines, isTaxLine, type Charge, type Money, type TaxDisplayLine } from '@tableside/billing-domain';

/** One row of the bill's additional charges: a charge as labelled, or the merged US "Taxes and fees" entry. */
export type ChargeRow =
  | { readonly kind: 'charge'; readonly label: string; readonly amount: Money }
  | { readonly kind: 'taxesAndFees'; readonly amount: Money; readonly taxes: readonly { label: string; amount: Money }[] };

/**
 * The additional charges as the bill page lists them: "US venues merge taxes into one 'Taxes and fees' entry when
 * two or more tax lines exist (one when the holding configuration merges taxes)" (1-core §5), through
 * billing-domain's buildTaxDisplayLines. The merged row keeps the tax lines for its modal.
 */
export function buildChargeRows(
  charges: readonly Charge[],
  countryCode: string,
  holdingConfiguration?: string,
  holdingConfigurationsMergingTaxes: readonly string[] = [],
): ChargeRow[] {
  const taxLines: TaxDisplayLine[] = buildTaxDisplayLines(charges, { countryCode, holdingConfiguration, holdingConfigurationsMergingTaxes });
  const merged = taxLines.find((line) => line.merged);
  const others: ChargeRow[] = charges
    .filter((charge) => !merged || !isTaxLine(charge))
    .map((charge) => ({ kind: 'charge', label: charge.label, amount: charge.chargedAmount }));
  if (!merged) return others;
  const taxes = charges.filter(isTaxLine).map((charge) => ({ label: charge.label, amount: charge.chargedAmount }));
  return [...others, { kind: 'taxesAndFees', amount: merged.amount, taxes }];
}
