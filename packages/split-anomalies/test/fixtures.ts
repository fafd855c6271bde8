import { MONEY_UNIT, money, type Money } from '@tableside/billing-domain';
import type { StoredBillSplit } from '@tableside/billing-domain';
import type { AnomalyBill, AnomalySplit, CurrentUser } from '../src/split-anomaly-input.js';

/** Euros in whole units at scale 5. */
export const eur = (units: number): Money => money(units * MONEY_UNIT, 'EUR');
/** Euros as a raw scale-5 amount. */
export const eurScale5 = (amount: number): Money => money(amount, 'EUR');

export const me: CurrentUser = { deviceId: 'device-me', userId: 'user-me' };

export function aBill(overrides: Partial<AnomalyBill> = {}): AnomalyBill {
  return { id: 'bill-1', leftToPay: eur(100), forecastedLeftToPay: eur(100), sundayBillSplits: {}, nonSundayBillSplits: [], unpaidItems: [], ...overrides };
}

export function aSplit(overrides: Partial<AnomalySplit> = {}): AnomalySplit {
  return { type: 'AMOUNT', amount: eur(20), consumer: { guestId: me.deviceId }, ...overrides };
}

export function aBillSplit(overrides: Partial<StoredBillSplit> = {}): StoredBillSplit {
  return { splitId: 'other', splitType: 'BY_AMOUNT', billSplitAmount: eur(10), status: 'PAID', consumer: { guestId: 'device-other' }, ...overrides };
}
