import { billSchema, type Bill, type BillInput } from '../src/schemas/bill.js';
import type { StoredBillSplit } from '../src/schemas/bill-split.js';
import type { SubOrder } from '../src/schemas/sub-order.js';
import { venueSchema, type Venue, type VenueInput } from '../src/schemas/venue.js';
import type { Money } from '../src/money/money.js';

/** Money in EUR at scale 5 from a whole number of cents, for readable tables. */
export const eur = (cents: number): Money => ({ amount: cents * 1000, currency: 'EUR' });

export const NOW = Date.UTC(2026, 0, 15, 20, 0, 0);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export function subOrderInput(overrides: Partial<SubOrder> = {}): SubOrder {
  return {
    id: 'check-1',
    name: 'Check 1',
    quantifiedProducts: [
      {
        productId: 'p-burger',
        quantity: 200_000,
        product: {
          name: 'Burger',
          unitPriceAfterTax: eur(1500),
          unitPriceAfterTaxAndDiscount: eur(1500),
          discounts: [],
          subProducts: [],
          exclusiveCharges: [],
        },
      },
    ],
    discounts: [],
    charges: [],
    forecastedLeftToPay: eur(3000),
    subOrderAmount: eur(3000),
    ...overrides,
  };
}

export function billInput(overrides: Partial<BillInput> = {}): BillInput {
  return {
    id: 'bill-1',
    issuedAt: NOW - HOUR,
    refreshedAt: NOW - MINUTE,
    closed: false,
    order: {
      subOrders: [subOrderInput()],
      numberOfGuests: 2,
      posSplitMode: 'NOT_SPLIT_ON_POS',
      staff: { name: 'Marie', posId: '12' },
      tableId: 'table-1',
      venueId: 'venue-1',
      consistency: 'CONSISTENT',
      violations: [],
    },
    totalBillAmount: eur(3000),
    leftToPay: eur(3000),
    forecastedLeftToPay: eur(3000),
    ...overrides,
  };
}

/** A parsed bill, defaults applied. */
export function bill(overrides: Partial<BillInput> = {}): Bill {
  return billSchema.parse(billInput(overrides));
}

export function storedSplit(overrides: Partial<StoredBillSplit> = {}): StoredBillSplit {
  return {
    splitId: 'split-1',
    splitType: 'BY_AMOUNT',
    billSplitAmount: eur(1000),
    status: 'ISSUED',
    ...overrides,
  };
}

export function venueInput(overrides: Partial<VenueInput> = {}): VenueInput {
  return {
    id: 'venue-1',
    businessId: 'business-1',
    enrollmentId: 'enrollment-1',
    name: 'Le Bistrot',
    countryCode: 'FR',
    currency: 'EUR',
    tipsSuggestion: {
      configuration: {
        displayStrategy: 'TIP_PERCENTAGE_TIP_AMOUNT',
        suggestions: [
          { label: 'low', percentage: 5, preselected: false },
          { label: 'medium', percentage: 10, preselected: true },
          { label: 'high', percentage: 15, preselected: false },
        ],
        tippingEnabled: true,
        tipsCalculationStrategy: 'POST_TAX',
        tipsConfigurationMode: 'SUNDAY',
      },
    },
    ...overrides,
  };
}

export function venue(overrides: Partial<VenueInput> = {}): Venue {
  return venueSchema.parse(venueInput(overrides));
}
