import { fromDisplayUnits, type Money } from '@tableside/billing-domain';

/** Test helper: money from a decimal string of units, e.g. m('12.5', 'EUR'). */
export function m(units: string, currency = 'EUR'): Money {
  const parsed = fromDisplayUnits(units, currency);
  if (!parsed) throw new Error(`Bad test amount ${units}`);
  return parsed;
}
