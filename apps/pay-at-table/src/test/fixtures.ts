import { storedBillSplitSchema } from '@tableside/billing-domain';

/** Test documents in the shape the sandbox publishes (see apps/sandbox seed data). */
export const NOW = 1_800_000_000_000;
export const U = 100_000;

export const eur = (units: number) => ({ amount: Math.round(units * U), currency: 'EUR' });

export const venueDoc = (overrides: Record<string, unknown> = {}) => ({
  id: 'venue-1',
  name: 'Le Petit Zinc',
  businessId: 'business-1',
  enrollmentId: 'enrollment-1',
  countryCode: 'FR',
  currency: 'EUR',
  paymentsEnabled: true,
  address: { address: '12 rue des Martyrs', city: 'Paris', country: 'France', zipCode: '75009' },
  configuration: { SPLIT_BY_ITEMS_ENABLED: true, SPLIT_BY_SHARE_ENABLED: true, SPLIT_BY_CUSTOM_AMOUNT_ENABLED: true },
  tipsSuggestion: {
    configuration: {
      allowNoTips: true,
      suggestions: [
        { label: 'low', percentage: 5, preselected: false },
        { label: 'medium', percentage: 10, preselected: true },
        { label: 'high', percentage: 15, preselected: false },
      ],
      fastCheckout: { enabled: false },
      emojisEnabled: true,
      tippingEnabled: true,
      displayStrategy: 'TIP_LABEL_TIP_AMOUNT',
      euroCoinEnabled: true,
      tipsConfigurationMode: 'SUNDAY',
      tipsCalculationStrategy: 'POST_TAX',
    },
  },
  ...overrides,
});

const product = (productId: string, name: string, unit: number, quantity: number) => ({
  productId,
  quantity: quantity * U,
  product: {
    name,
    taxRate: 1000,
    discounts: [],
    subProducts: [],
    posProductId: productId,
    exclusiveCharges: [],
    unitPriceAfterTax: eur(unit),
    unitPriceAfterTaxAndDiscount: eur(unit),
  },
});

/** A paid split, checked against billing-domain's schema (a fixture that does not parse fails the test). */
export const paidSplit = (splitId: string, guestId: string, units: number, displayName?: string) =>
  storedBillSplitSchema.parse(rawSplit(splitId, guestId, units, displayName));

/** The same split before payment: ISSUED, with no payment reference. */
export const issuedSplit = (splitId: string, guestId: string, units: number) =>
  storedBillSplitSchema.parse({ ...rawSplit(splitId, guestId, units), status: 'ISSUED', paymentId: undefined });

/** A split as the bill document carries it (the consumer keeps its displayName). */
export const rawSplit = (splitId: string, guestId: string, units: number, displayName?: string) => ({
  id: splitId,
  splitId,
  billId: 'bill-1',
  status: 'PAID',
  origin: 'PAT',
  paymentId: `payment-${splitId}`,
  consumer: { guestId, ...(displayName ? { displayName } : {}) },
  issuedAt: NOW - 60_000,
  splitType: 'BY_AMOUNT',
  billSplitAmount: eur(units),
  actuallyPaidOnBill: eur(units),
  tips: eur(0),
});

export const billDoc = (overrides: Record<string, unknown> = {}) => ({
  id: 'bill-1',
  venueId: 'venue-1',
  issuedAt: NOW - 3_600_000,
  refreshedAt: NOW - 10_000,
  closed: false,
  totalBillAmount: eur(56.5),
  leftToPay: eur(56.5),
  forecastedLeftToPay: eur(56.5),
  order: {
    tableId: 'table-1',
    venueId: 'venue-1',
    orderCode: '1001',
    numberOfGuests: 2,
    posSplitMode: 'NOT_SPLIT_ON_POS',
    consistency: 'CONSISTENT',
    violations: [],
    staff: { name: 'Camille', posId: 'fr-1' },
    subOrders: [
      {
        id: 'check-1',
        name: 'Table 1',
        charges: [{ code: 'TVA10', rate: 1000, type: 'TAX', label: 'TVA 10%', model: 'RATE', chargedAmount: eur(5.65) }],
        discounts: [{ label: 'Happy hour', amount: eur(2) }],
        subOrderAmount: eur(56.5),
        forecastedLeftToPay: eur(56.5),
        quantifiedProducts: [
          product('line-1', 'Croque-monsieur', 14, 1),
          product('line-2', 'Steak frites', 24.5, 1),
          product('line-3', 'Free water', 0, 1),
          product('line-4', 'Café', 2.5, 2),
        ],
      },
    ],
  },
  sundayBillSplits: {},
  nonSundayBillSplits: [],
  sundaySmartTerminalBillSplits: [],
  sundayPreAuthorizedBillSplits: [],
  itemsManuallyMarkedAsPaid: [],
  unpaidItems: [],
  ...overrides,
});

export const tableDeviceDoc = (overrides: Record<string, unknown> = {}) => ({
  id: 'device-1',
  name: 'Table 1',
  tableId: 'table-1',
  venueId: 'venue-1',
  orderId: 'order-1',
  currentOrderRefreshedAt: NOW,
  ...overrides,
});
