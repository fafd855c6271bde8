import { toDisplayUnits, type Money } from '@tableside/billing-domain';
import type { SplitAnomaly } from './split-anomaly.js';
import type { SplitAnomalyType } from './split-anomaly-type.js';

/** Ids that place an anomaly: "an anomaly event with bill, split, venue and table ids" (2-paying §4). */
export interface AnomalyEventContext {
  billId: string;
  splitId: string | undefined;
  venueId: string;
  tableId: string | undefined;
}

/** The analytics payload of an anomaly. Amounts are in currency units: "amounts in events are divided by 100000" (2-paying §9). */
export interface AnomalyEvent extends AnomalyEventContext {
  anomalyType: SplitAnomalyType;
  currency: string;
  splitAmount: number;
  forecastedLeftToPay: number;
  excess?: number;
  increase?: number;
  previousBillSplitAmount?: number;
  newBillSplitAmount?: number;
}

function units(m: Money | undefined): number | undefined {
  return m === undefined ? undefined : toDisplayUnits(m);
}

/** Builds the anomaly event payload (2-paying §4 "Each emits an anomaly event with bill, split, venue and table ids"). */
export function buildAnomalyEvent(anomaly: SplitAnomaly, context: AnomalyEventContext): AnomalyEvent {
  const event: AnomalyEvent = {
    ...context,
    anomalyType: anomaly.type,
    currency: anomaly.splitAmount.currency,
    splitAmount: toDisplayUnits(anomaly.splitAmount),
    forecastedLeftToPay: toDisplayUnits(anomaly.forecastedLeftToPay),
  };
  if ('excess' in anomaly) event.excess = toDisplayUnits(anomaly.excess);
  if ('increase' in anomaly) event.increase = toDisplayUnits(anomaly.increase);
  if (anomaly.type === 'SplitAmountChangedBetweenIssueAndEngage') {
    const previous = units(anomaly.previousBillSplitAmount);
    const next = units(anomaly.newBillSplitAmount);
    if (previous !== undefined) event.previousBillSplitAmount = previous;
    if (next !== undefined) event.newBillSplitAmount = next;
  }
  return event;
}
