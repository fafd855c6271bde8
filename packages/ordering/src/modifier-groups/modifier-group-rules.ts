import { exhaustiveSwitchError } from '@tableside/billing-domain';
import { selectionCount, type ModifierGroup, type ModifierSelection } from './modifier-group.js';

/** "Each group must have between min and max selections (max 0 = unlimited)" (3 §5). */
export function isModifierGroupSatisfied(group: Pick<ModifierGroup, 'min' | 'max'>, selection: ModifierSelection | undefined): boolean {
  const count = selectionCount(selection);
  return count >= group.min && (group.max === 0 || count <= group.max);
}

/** "Required badge when min > 0" (3 §5). */
export function isModifierGroupRequired(group: Pick<ModifierGroup, 'min'>): boolean {
  return group.min > 0;
}

/** The control a group renders as. */
export type ModifierGroupControl = 'radio' | 'multi' | 'toggle';

/** "Group control: radio when min 1 and max 1; multi when max above 1 or 0; toggle otherwise" (3 §5). */
export function modifierGroupControl(group: Pick<ModifierGroup, 'min' | 'max'>): ModifierGroupControl {
  if (group.min === 1 && group.max === 1) return 'radio';
  if (group.max > 1 || group.max === 0) return 'multi';
  return 'toggle';
}

/** The hint label of a group: "min only, max only, equal min and max, and ranges" (3 §5), or none. */
export type ModifierGroupHint =
  | { readonly kind: 'none' }
  | { readonly kind: 'minOnly'; readonly min: number }
  | { readonly kind: 'maxOnly'; readonly max: number }
  | { readonly kind: 'exact'; readonly count: number }
  | { readonly kind: 'range'; readonly min: number; readonly max: number };

/** Picks the hint label kind of a group (3 §5 "Hint labels for min only, max only, equal min and max, and ranges"). */
export function modifierGroupHint(group: Pick<ModifierGroup, 'min' | 'max'>): ModifierGroupHint {
  const { min, max } = group;
  if (min === 0 && max === 0) return { kind: 'none' };
  if (max === 0) return { kind: 'minOnly', min };
  if (min === 0) return { kind: 'maxOnly', max };
  if (min === max) return { kind: 'exact', count: min };
  return { kind: 'range', min, max };
}

/** The hint's i18n-neutral parameters, for the label the app renders; exhaustive over hint kinds. */
export function modifierGroupHintValues(hint: ModifierGroupHint): readonly number[] {
  switch (hint.kind) {
    case 'none':
      return [];
    case 'minOnly':
      return [hint.min];
    case 'maxOnly':
      return [hint.max];
    case 'exact':
      return [hint.count];
    case 'range':
      return [hint.min, hint.max];
    default:
      return exhaustiveSwitchError(hint);
  }
}

/**
 * "When a group's max is reached, other options are disabled" (3 §5). An option already chosen stays enabled so
 * it can be removed.
 */
export function isModifierOptionDisabled(group: Pick<ModifierGroup, 'max'>, selection: ModifierSelection | undefined, optionId: string): boolean {
  const maxReached = group.max !== 0 && selectionCount(selection) >= group.max;
  return maxReached && (selection?.[optionId] ?? 0) <= 0;
}

/** True when one more of `optionId` may be added: below the group max and below the option's multiMax (default 1). */
export function canIncrementModifierOption(
  group: Pick<ModifierGroup, 'max' | 'multiMax'>,
  selection: ModifierSelection | undefined,
  optionId: string,
): boolean {
  const chosen = selection?.[optionId] ?? 0;
  const perOption = group.multiMax && group.multiMax > 0 ? group.multiMax : 1;
  const belowGroupMax = group.max === 0 || selectionCount(selection) < group.max;
  return belowGroupMax && chosen < perOption;
}

/**
 * "Pressing it with unsatisfied groups shows errors and scrolls to the first" (3 §5): the first group, in display
 * order, that is not satisfied.
 */
export function findFirstUnsatisfiedGroup<G extends Pick<ModifierGroup, 'id' | 'min' | 'max'>>(
  groups: readonly G[],
  selections: Readonly<Record<string, ModifierSelection>>,
): G | undefined {
  return groups.find((group) => !isModifierGroupSatisfied(group, selections[group.id]));
}

/**
 * "Checkout is blocked for a group that cannot satisfy its minimum" (3 §5): the options still orderable, each
 * taken up to its multiMax (default 1), cannot add up to min.
 */
export function cannotSatisfyMinimum(
  group: Pick<ModifierGroup, 'min' | 'multiMax' | 'subProductIds'>,
  isOptionOrderable: (subProductId: string) => boolean,
): boolean {
  const perOption = group.multiMax && group.multiMax > 0 ? group.multiMax : 1;
  const reachable = group.subProductIds.filter(isOptionOrderable).length * perOption;
  return reachable < group.min;
}

/** Inputs of the add-to-basket button (3 §5). */
export interface AddToBasketInput {
  readonly groups: readonly Pick<ModifierGroup, 'id' | 'min' | 'max'>[];
  readonly selections: Readonly<Record<string, ModifierSelection>>;
  readonly venueCanTakeOrders: boolean;
  readonly productIsOrderable: boolean;
}

/** "Add-to-basket is disabled until every group is satisfied, the venue can take orders and the product is orderable" (3 §5). */
export function canAddToBasket(input: AddToBasketInput): boolean {
  return input.venueCanTakeOrders && input.productIsOrderable && findFirstUnsatisfiedGroup(input.groups, input.selections) === undefined;
}
