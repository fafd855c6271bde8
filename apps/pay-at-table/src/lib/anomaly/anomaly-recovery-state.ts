import type { SplitAnomaly } from '@tableside/split-anomalies';
import * as z from 'zod/mini';
import { anomalyRouteStateSchema, readAnomalyRouteState } from '../route-state/anomaly-route-state.js';

/**
 * The anomaly screen's route state: the anomaly, and the id of the split when it was already issued (an engage
 * refusal), so recoveries update or delete that split instead of issuing a new one.
 */
export const anomalyRecoveryStateSchema = z.extend(anomalyRouteStateSchema, { splitId: z.optional(z.string().check(z.minLength(1))) });
export type AnomalyRecoveryStateInput = z.input<typeof anomalyRecoveryStateSchema>;

/** What the anomaly screen works on. */
export interface AnomalyRecoveryState {
  readonly anomaly: SplitAnomaly;
  readonly splitId: string | undefined;
}

/** The recovery state in route state, or undefined ("returns to the bill if no anomaly is in state", 2-paying §2). */
export function readAnomalyRecoveryState(state: unknown): AnomalyRecoveryState | undefined {
  const anomaly = readAnomalyRouteState(state);
  if (!anomaly) return undefined;
  const parsed = anomalyRecoveryStateSchema.safeParse(state);
  return { anomaly, splitId: parsed.success ? parsed.data.splitId : undefined };
}
