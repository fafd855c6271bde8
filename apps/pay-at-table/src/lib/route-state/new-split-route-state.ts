import * as z from 'zod/mini';

/** The split types the new split page offers (2-paying §4 "by items, divide the bill (shares), or custom amount"). */
export const splitKindSchema = z.enum(['items', 'share', 'amount']);
export type SplitKind = z.infer<typeof splitKindSchema>;

/**
 * The new split page's route state (2-paying §2): "May receive state with subOrderId (a check or seat) and a flag
 * chosenToChangeSplitTypeAfterSplitAnomaly"; `splitType` is the type picked in the edit split modal and
 * `droppedSplitId` the split just dropped, which must not redirect back to itself.
 */
export const newSplitRouteStateSchema = z.object({
  subOrderId: z.optional(z.string().check(z.minLength(1))),
  chosenToChangeSplitTypeAfterSplitAnomaly: z.optional(z.boolean()),
  splitType: z.optional(splitKindSchema),
  droppedSplitId: z.optional(z.string().check(z.minLength(1))),
});
export type NewSplitRouteState = z.infer<typeof newSplitRouteStateSchema>;

/** Route state is a boundary: anything that does not parse reads as no state. */
export function readNewSplitRouteState(state: unknown): NewSplitRouteState {
  const parsed = newSplitRouteStateSchema.safeParse(state);
  return parsed.success ? parsed.data : {};
}
