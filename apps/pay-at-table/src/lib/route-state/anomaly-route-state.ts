import { moneySchema, scale5QuantitySchema } from '@tableside/billing-domain';
import type { SplitAnomaly } from '@tableside/split-anomalies';
import * as z from 'zod/mini';

const amounts = { splitAmount: moneySchema, forecastedLeftToPay: moneySchema };

/** Every anomaly of split-anomalies, as a schema: route state is a boundary and is parsed, never asserted. */
const splitAnomalySchema = z.discriminatedUnion('type', [
  z.object({ ...amounts, type: z.literal('VirtualDiscountCouldNotBeBurnt') }),
  z.object({
    ...amounts,
    type: z.literal('AlreadyPaidItems'),
    alreadyPaidItems: z.array(
      z.object({
        productId: z.string(),
        selectedQuantity: scale5QuantitySchema,
        unpaidQuantity: scale5QuantitySchema,
        takenByOthersQuantity: z._default(scale5QuantitySchema, 0),
      }),
    ),
    remainingSelection: z.record(z.string(), scale5QuantitySchema),
  }),
  z.object({ ...amounts, type: z.literal('BillSplitTypeChangedBetweenIssueAndEngage') }),
  z.object({
    ...amounts,
    type: z.literal('InvalidSplitByShare'),
    reason: z.enum(['shares-differ', 'another-payment-exists', 'base-amount-changed', 'shares-out-of-range']),
  }),
  z.object({ ...amounts, type: z.literal('SplitPerItemsAmountExceedsForecastedLeftToPay'), excess: moneySchema }),
  z.object({ ...amounts, type: z.literal('SplitAmountExceedsForecastedLeftToPay'), excess: moneySchema }),
  z.object({
    ...amounts,
    type: z.literal('SplitAmountChangedBetweenIssueAndEngage'),
    previousBillSplitAmount: z.optional(moneySchema),
    newBillSplitAmount: z.optional(moneySchema),
  }),
  z.object({ ...amounts, type: z.literal('NotEnoughLeftToPay') }),
  z.object({ ...amounts, type: z.literal('LeftToPayIncreasedWhenSplitTypeRemainingAmount'), increase: moneySchema }),
]);

/** The anomaly route's state: `{ anomaly }`, as split-anomalies' decideSplitIssue builds it. */
export const anomalyRouteStateSchema = z.object({ anomaly: splitAnomalySchema });

/** The anomaly in route state, or undefined ("returns to the bill if none is in state", 1-core §2). */
export function readAnomalyRouteState(state: unknown): SplitAnomaly | undefined {
  const parsed = anomalyRouteStateSchema.safeParse(state);
  if (!parsed.success) return undefined;
  const anomaly = parsed.data.anomaly;
  // History state drops keys whose value is undefined; the anomaly type names both amounts, possibly undefined.
  if (anomaly.type === 'SplitAmountChangedBetweenIssueAndEngage') {
    return { ...anomaly, previousBillSplitAmount: anomaly.previousBillSplitAmount, newBillSplitAmount: anomaly.newBillSplitAmount };
  }
  return anomaly;
}
