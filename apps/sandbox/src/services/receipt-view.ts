import { add, allocate, moneySchema, multiplyByQuantity, subtract, sum, venueTimeZone, type Money } from '@tableside/billing-domain';
import { z } from 'zod';
import type { StoredPaymentMethod } from './payment-intent-machine.js';
import type { PaymentContext } from './services-options.js';

/** What a receipt (and an expense note) shows for one payment. */
export interface ReceiptView {
  paymentId: string;
  venueName: string;
  venueAddress: string[];
  paidAt: number;
  /** `kind` names a line the renderer words in the diner's locale; an item line prints the POS product name. */
  lines: { label: string; quantity: number | undefined; amount: Money; kind?: 'share' | 'selected-items' }[];
  /** `rate` (hundredths of a percent) marks a computed "VAT x% included" line; without it, the bill's own tax label. */
  vatLines: { label: string; amount: Money; rate?: number }[];
  tip: Money | undefined;
  /** The voucher applied to the split: its code and what it took off (the share is before it, the total after). */
  voucher: { code: string; amount: Money } | undefined;
  /** The loyalty reward burnt on the split: what it paid of the share (the total is what the card paid). */
  loyaltyReward?: Money | undefined;
  total: Money;
  /** In English; `method` is what the renderer words in the diner's locale. */
  paymentMethod: string;
  method: StoredPaymentMethod | null;
  /** The venue's IANA time zone (its `timeZone`, else its country's), for the paid-at time. */
  timeZone: string;
}

const lenientMoney = z.optional(moneySchema).catch(undefined);
const text = z.string().optional().catch(undefined);

const venueSchema = z
  .object({
    name: text,
    countryCode: text,
    timeZone: text,
    address: z
      .union([z.string(), z.object({ address: text, streetName: text, street: text, zipCode: text, postalCode: text, city: text, country: text })])
      .optional()
      .catch(undefined),
  })
  .catch({ name: undefined, countryCode: undefined, timeZone: undefined, address: undefined });

const chargeSchema = z.object({
  type: z.string().catch(''),
  label: text,
  rate: z.number().optional().catch(undefined),
  rateValue: z.number().optional().catch(undefined),
  chargedAmount: lenientMoney,
});

const billSchema = z
  .object({
    totalBillAmount: lenientMoney,
    order: z
      .object({
        subOrders: z
          .array(
            z.object({
              quantifiedProducts: z
                .array(
                  z.object({
                    productId: z.string(),
                    quantity: z.number(),
                    product: z.object({
                      name: z.string(),
                      unitPriceAfterTax: moneySchema,
                      unitPriceAfterTaxAndDiscount: z.optional(moneySchema).catch(undefined),
                      taxRate: z.number().int().min(0).optional().catch(undefined),
                    }),
                  }),
                )
                .catch([]),
              charges: z.array(chargeSchema).catch([]),
            }),
          )
          .catch([]),
      })
      .optional()
      .catch(undefined),
  })
  .catch({ totalBillAmount: undefined, order: undefined });

const splitSchema = z
  .object({
    // A productId → quantity map, or the core's `{ items: { productId: quantity } }` modality.
    splitItemsSelection: z
      .union([z.record(z.string(), z.number()), z.object({ items: z.record(z.string(), z.number()) }).transform((m) => m.items)])
      .optional()
      .catch(undefined),
    tip: lenientMoney,
    tipAmount: lenientMoney,
    loyaltyReward: lenientMoney,
  })
  .catch({ splitItemsSelection: undefined, tip: undefined, tipAmount: undefined, loyaltyReward: undefined });

/** Default VAT rates (hundredths of a percent) for restaurant meals when the bill carries no tax lines. */
const defaultVatRates: Readonly<Record<string, number>> = { FR: 1000, GB: 2000, ES: 1000, IT: 1000, DE: 1900, BE: 1200 };

function addressLines(address: z.infer<typeof venueSchema>['address']): string[] {
  if (address === undefined) return [];
  if (typeof address === 'string') return [address];
  const street = address.address ?? address.streetName ?? address.street;
  const cityLine = [address.zipCode ?? address.postalCode, address.city].filter(Boolean).join(' ');
  return [street, cityLine, address.country].filter((line): line is string => typeof line === 'string' && line !== '');
}

/** The wording of a payment method on a receipt. */
export function describePaymentMethod(method: StoredPaymentMethod | null): string {
  if (method === null) return 'Card';
  switch (method.type) {
    case 'card': {
      const brand = method.brand === 'unknown' ? 'Card' : method.brand === 'amex' ? 'American Express' : method.brand[0]?.toUpperCase() + method.brand.slice(1);
      return `${brand} ending ${method.last4}`;
    }
    case 'meal_voucher':
      return `${method.provider[0]?.toUpperCase()}${method.provider.slice(1)} meal voucher`;
    default: {
      const unreachable: never = method;
      throw new Error(`Unhandled payment method ${JSON.stringify(unreachable)}`);
    }
  }
}

function isTax(type: string): boolean {
  return /tax|vat/i.test(type);
}

/**
 * Builds the receipt of one payment from the simulator's intent and the core's context: the selected items (or
 * the share), VAT included (the bill's tax lines in proportion to the amount paid, or the country's default
 * rate), the tip, the total and the payment method.
 */
export function buildReceiptView(
  payment: { paymentId: string; amount: Money; paymentMethod: StoredPaymentMethod | null; metadata: Record<string, string>; paidAt: number },
  context: PaymentContext | undefined,
): ReceiptView {
  const venue = venueSchema.parse(context?.venue);
  const bill = billSchema.parse(context?.bill);
  const split = splitSchema.parse(context?.split);
  const currency = payment.amount.currency;
  const tipFromMetadata = /^\d+$/.test(payment.metadata['tipAmount'] ?? '') ? Number(payment.metadata['tipAmount']) : undefined;
  const tipMoney = tipFromMetadata !== undefined ? { amount: tipFromMetadata, currency } : (split.tip ?? split.tipAmount);
  const tip = tipMoney && tipMoney.amount > 0 && tipMoney.currency === currency && tipMoney.amount <= payment.amount.amount ? tipMoney : undefined;
  // A voucher applied to the split is recorded on the payment (metadata voucherCode, voucherDiscount).
  const voucherCode = payment.metadata['voucherCode'];
  const voucherDiscount = /^\d+$/.test(payment.metadata['voucherDiscount'] ?? '') ? Number(payment.metadata['voucherDiscount']) : 0;
  const voucher =
    voucherCode !== undefined && voucherCode !== '' && voucherDiscount > 0 ? { code: voucherCode, amount: { amount: voucherDiscount, currency } } : undefined;
  // A loyalty reward burnt on the split paid part of the share (the settled split records it).
  const reward = split.loyaltyReward;
  const loyaltyReward = reward && reward.currency === currency && reward.amount > 0 ? reward : undefined;
  const paidBeforeReward = loyaltyReward ? add(payment.amount, loyaltyReward) : payment.amount;
  const paidBeforeVoucher = voucher ? add(paidBeforeReward, voucher.amount) : paidBeforeReward;
  const share = tip ? subtract(paidBeforeVoucher, tip) : paidBeforeVoucher;

  const products = (bill.order?.subOrders ?? []).flatMap((subOrder) => subOrder.quantifiedProducts);
  const selection = split.splitItemsSelection;
  const itemLines =
    selection === undefined
      ? []
      : Object.entries(selection).flatMap(([productId, quantity]) => {
          const product = products.find((p) => p.productId === productId);
          if (!product || product.product.unitPriceAfterTax.currency !== currency || quantity <= 0) return [];
          const unitPrice = product.product.unitPriceAfterTaxAndDiscount ?? product.product.unitPriceAfterTax;
          return [
            { label: product.product.name, quantity: quantity / 100_000, amount: multiplyByQuantity(unitPrice, quantity), taxRate: product.product.taxRate },
          ];
        });
  const itemsTotal = sum(
    itemLines.map((line) => line.amount),
    currency,
  );
  const itemised = itemLines.length > 0 && itemsTotal.amount === share.amount;
  const lines = itemised
    ? itemLines.map(({ label, quantity, amount }) => ({ label, quantity, amount }))
    : [
        selection === undefined
          ? { label: 'Your share of the bill', quantity: undefined, amount: share, kind: 'share' as const }
          : { label: 'Selected items', quantity: undefined, amount: share, kind: 'selected-items' as const },
      ];

  const taxes = (bill.order?.subOrders ?? [])
    .flatMap((subOrder) => subOrder.charges)
    .filter((charge) => isTax(charge.type) && charge.chargedAmount !== undefined && charge.chargedAmount.currency === currency);
  const billTotal = bill.totalBillAmount;
  let vatLines: ReceiptView['vatLines'] = [];
  const perItemRates = itemised && itemLines.every((line) => line.taxRate !== undefined);
  const taxTotal = sum(
    taxes.map((t) => t.chargedAmount ?? { amount: 0, currency }),
    currency,
  );
  if (perItemRates) {
    const byRate = new Map<number, Money[]>();
    for (const line of itemLines) {
      const rate = line.taxRate ?? 0;
      const [, vat] = allocate(line.amount, [10_000, rate]);
      if (vat) byRate.set(rate, [...(byRate.get(rate) ?? []), vat]);
    }
    vatLines = [...byRate.entries()]
      .filter(([rate]) => rate > 0)
      .sort(([a], [b]) => a - b)
      .map(([rate, amounts]) => ({ label: `VAT ${rate / 100}% included`, amount: sum(amounts, currency), rate }));
  } else if (taxes.length > 0 && billTotal && billTotal.currency === currency && billTotal.amount > taxTotal.amount) {
    const parts = allocate(share, [...taxes.map((t) => t.chargedAmount?.amount ?? 0), billTotal.amount - taxTotal.amount]);
    vatLines = taxes.map((charge, index) => ({
      label: charge.label ?? 'VAT',
      amount: parts[index] ?? { amount: 0, currency },
    }));
  } else {
    const rate = defaultVatRates[venue.countryCode ?? ''];
    if (rate !== undefined && share.amount > 0) {
      const [, vat] = allocate(share, [10_000, rate]);
      if (vat) vatLines = [{ label: `VAT ${rate / 100}% included`, amount: vat, rate }];
    }
  }

  return {
    paymentId: payment.paymentId,
    venueName: venue.name ?? 'Tableside venue',
    venueAddress: addressLines(venue.address),
    paidAt: payment.paidAt,
    lines,
    vatLines,
    tip,
    voucher,
    ...(loyaltyReward ? { loyaltyReward } : {}),
    total: payment.amount,
    paymentMethod: describePaymentMethod(payment.paymentMethod),
    method: payment.paymentMethod,
    timeZone: venueTimeZone(venue),
  };
}
