import type { BillDocument } from './documents/bill-document-schema.js';

/**
 * The highest service-charge rate on the bill's checks, in hundredths of a percent; 0 when none. A module of its own:
 * the bill's GB notice reads it on the first render, the tips model (and tips-engine) only on the tips pages.
 */
export function serviceChargeRateOf(bill: Pick<BillDocument, 'order'>): number {
  const rates = bill.order.subOrders.flatMap((subOrder) =>
    subOrder.charges.filter((charge) => charge.type === 'SERVICE_CHARGE').map((charge) => charge.rate ?? 0),
  );
  return rates.reduce((highest, rate) => (rate > highest ? rate : highest), 0);
}
