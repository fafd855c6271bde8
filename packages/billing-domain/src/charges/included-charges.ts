import { countryPolicy } from '../country/country-policy.js';
import type { Charge } from '../schemas/charge.js';

/**
 * VAT (`TAX`) is part of the product prices, so it is shown as included and never added to the total; every other
 * charge (FEE, SERVICE_CHARGE, SALES_TAX, UNKNOWN) is added on top of the products. US venues quote prices before
 * tax, so there a `TAX` line is added too (and takes part in the "Taxes and fees" merge of 1-core §5). Without a
 * country (the sandbox's POS simulator knows none), `TAX` counts as VAT. The specs list the charge types (1-core §3)
 * without saying which are inclusive; this is the one place that decides it, for the bill page and the POS alike.
 */
export function isChargeIncludedInPrices(charge: Pick<Charge, 'type'>, countryCode?: string): boolean {
  return charge.type === 'TAX' && countryPolicy(countryCode).taxIncludedInPrices;
}
