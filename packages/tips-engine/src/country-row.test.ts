import { money } from '@tableside/billing-domain';
import type * as countryTable from '@tableside/billing-domain/country-policies';
import { describe, expect, test, vi } from 'vitest';
import { euroCoinOffer } from './euro-coin-offer.js';
import { selectTipPage } from './tip-page.js';
import { minimumTip } from './tip-rounding.js';
import { DEFAULT_TIPS_CONFIGURATION } from './tips-configuration.js';

/**
 * "Adding Spain's tip rule is one row plus its test" (issue 11). The specs give Spain no tip rule of its own, so this
 * test adds a hypothetical row to the country table (ES with FR's coin modals and the UK's 0.5 minimum tip) and shows
 * the tip rules follow it with no other edit. Without the row, ES gets the default rules (tip-page.test.ts).
 */
vi.mock('@tableside/billing-domain/country-policies', async (importOriginal) => {
  const actual = await importOriginal<typeof countryTable>();
  return {
    ...actual,
    COUNTRY_POLICIES: { ...actual.COUNTRY_POLICIES, ES: { ...actual.DEFAULT_COUNTRY_POLICY, tipPage: 'FR', coinOffer: true, minimumTip: 50_000 } },
  };
});

const configuration = DEFAULT_TIPS_CONFIGURATION;

describe('a new row in the country table changes the tip rules of that country', () => {
  test('ES gets the FR tip page (coin modals)', () => {
    expect(selectTipPage({ configuration, venue: { id: 'v-es', countryCode: 'ES' } })).toBe('FR');
  });

  test('ES gets the coin offer: "split below 50 units offers 1 euro" (2-paying §5)', () => {
    expect(euroCoinOffer(money(1_230_000, 'EUR'), { countryCode: 'ES' })).toEqual({ kind: 'ONE_EURO', tip: money(100_000, 'EUR') });
  });

  test('ES gets its minimum tip', () => {
    expect(minimumTip('ES', 'EUR')).toEqual(money(50_000, 'EUR'));
  });

  test('the other rows are untouched', () => {
    expect(selectTipPage({ configuration, venue: { id: 'v-it', countryCode: 'IT' } })).toBe('DEFAULT');
    expect(minimumTip('IT', 'EUR')).toEqual(money(100_000, 'EUR'));
  });
});
