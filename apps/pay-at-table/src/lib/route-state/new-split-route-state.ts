import { z } from 'zod';

/** The split types the new split page offers (2-paying §4 "by items, divide the bill (shares), or custom amount"). */
export const splitKindSchema = z.enum(['items', 'share', 'amount']);
export type SplitKind = z.infer<typeof splitKindSchema>;

/**
 * The new split page's route state (2-paying §2): "May receive state with subOrderId (a check or seat) and a flag
 * chosenToChangeSplitTypeAfterSplitAnomaly"; `splitType` is the type picked in the edit split modal and
 * `droppedSplitId` the split just dropped, which must not redirect back to itself.
 */
export const newSplitRouteStateSchema = z.object({
  subOrderId: z.string().min(1).optional(),
  chosenToChangeSplitTypeAfterSplitAnomaly: z.boolean().optional(),
  splitType: splitKindSchema.optional(),
  droppedSplitId: z.string().min(1).optional(),
});
export type NewSplitRouteState = z.infer<typeof newSplitRouteStateSchema>;

/** Route state is a boundary: anything that does not parse reads as no state. */
export function readNewSplitRouteState(state: unknown): NewSplitRouteState {
  const parsed = newSplitRouteStateSchema.safeParse(state);
  return parsed.success ? parsed.data : {};
}
