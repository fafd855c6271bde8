import { describe, expect, test } from 'vitest';
import { modifierGroupSchema as menuModifierGroupSchema } from '@tableside/menu-availability';
import { modifierGroupFromProduct, modifierGroupSchema } from './modifier-group.js';
import {
  canAddToBasket,
  canIncrementModifierOption,
  cannotSatisfyMinimum,
  findFirstUnsatisfiedGroup,
  isModifierGroupRequired,
  isModifierGroupSatisfied,
  isModifierOptionDisabled,
  modifierGroupControl,
  modifierGroupHint,
  modifierGroupHintValues,
} from './modifier-group-rules.js';

const group = (id: string, min: number, max: number, subProductIds: string[] = ['o1', 'o2', 'o3'], multiMax?: number) =>
  modifierGroupSchema.parse({ id, min, max, subProductIds, multiMax });

describe('3 §5 "each group must have between min and max selections (max 0 = unlimited)"', () => {
  test.each([
    ['below min', 1, 2, { o1: 0 }, false],
    ['at min', 1, 2, { o1: 1 }, true],
    ['at max', 1, 2, { o1: 1, o2: 1 }, true],
    ['above max', 1, 2, { o1: 2, o2: 1 }, false],
    ['max 0 = unlimited', 1, 0, { o1: 5, o2: 5 }, true],
    ['max 0 still needs min', 2, 0, { o1: 1 }, false],
    ['optional group with nothing chosen', 0, 3, {}, true],
    ['negative quantities do not count', 1, 0, { o1: -3 }, false],
  ])('%s (min %i, max %i)', (_case, min, max, selection, satisfied) => {
    expect(isModifierGroupSatisfied(group('g', min, max), selection)).toBe(satisfied);
  });

  test('no selection at all', () => {
    expect(isModifierGroupSatisfied(group('g', 1, 1), undefined)).toBe(false);
  });
});

describe('3 §5 "Required badge when min > 0"', () => {
  test.each([
    [0, false],
    [1, true],
    [3, true],
  ])('min %i → required %s', (min, required) => {
    expect(isModifierGroupRequired({ min })).toBe(required);
  });
});

describe('3 §5 "Group control: radio when min 1 and max 1; multi when max above 1 or 0; toggle otherwise"', () => {
  test.each([
    ['"radio when min 1 and max 1"', 1, 1, 'radio'],
    ['"multi when max above 1"', 0, 2, 'multi'],
    ['"multi when max above 1" (required)', 2, 5, 'multi'],
    ['"multi when max ... 0"', 0, 0, 'multi'],
    ['"multi when max ... 0" (required)', 1, 0, 'multi'],
    ['"toggle otherwise" (min 0, max 1)', 0, 1, 'toggle'],
  ] as const)('%s: min %i, max %i → %s', (_rule, min, max, control) => {
    expect(modifierGroupControl({ min, max })).toBe(control);
  });
});

describe('3 §5 "Hint labels for min only, max only, equal min and max, and ranges"', () => {
  test.each([
    ['no constraint', 0, 0, { kind: 'none' }, []],
    ['"min only"', 2, 0, { kind: 'minOnly', min: 2 }, [2]],
    ['"max only"', 0, 3, { kind: 'maxOnly', max: 3 }, [3]],
    ['"equal min and max"', 2, 2, { kind: 'exact', count: 2 }, [2]],
    ['"ranges"', 1, 3, { kind: 'range', min: 1, max: 3 }, [1, 3]],
  ])('%s: min %i, max %i', (_rule, min, max, hint, values) => {
    const computed = modifierGroupHint({ min, max });
    expect(computed).toEqual(hint);
    expect(modifierGroupHintValues(computed)).toEqual(values);
  });

  test('an unknown hint kind throws', () => {
    expect(() => modifierGroupHintValues(JSON.parse('{"kind":"other"}'))).toThrow(/Unhandled case/);
  });
});

describe('3 §5 "When a group\'s max is reached, other options are disabled"', () => {
  test.each([
    ['max not reached', 2, { o1: 1 }, 'o2', false],
    ['max reached: another option is disabled', 2, { o1: 1, o2: 1 }, 'o3', true],
    ['max reached: a chosen option stays enabled to be removed', 2, { o1: 1, o2: 1 }, 'o1', false],
    ['max 0 = unlimited: never disabled', 0, { o1: 9 }, 'o2', false],
  ])('%s', (_case, max, selection, option, disabled) => {
    expect(isModifierOptionDisabled({ max }, selection, option)).toBe(disabled);
  });

  test.each([
    ['below max and multiMax', 3, 2, { o1: 1 }, 'o1', true],
    ['at multiMax', 3, 2, { o1: 2 }, 'o1', false],
    ['default multiMax is 1', 3, undefined, { o1: 1 }, 'o1', false],
    ['group max reached', 2, 5, { o1: 2 }, 'o2', false],
    ['unlimited group, fresh option', 0, undefined, { o1: 7 }, 'o2', true],
  ])('can increment: %s', (_case, max, multiMax, selection, option, allowed) => {
    expect(canIncrementModifierOption({ max, multiMax }, selection, option)).toBe(allowed);
  });
});

describe('3 §5 "Pressing it with unsatisfied groups shows errors and scrolls to the first"', () => {
  const groups = [group('a', 0, 1), group('b', 1, 1), group('c', 2, 0)];
  test.each([
    ['the first unsatisfied in display order', {}, 'b'],
    ['skips satisfied groups', { b: { o1: 1 } }, 'c'],
    ['none when all are satisfied', { b: { o1: 1 }, c: { o1: 1, o2: 1 } }, undefined],
  ])('%s', (_case, selections, expected) => {
    expect(findFirstUnsatisfiedGroup(groups, selections)?.id).toBe(expected);
  });
});

describe('3 §5 "Add-to-basket is disabled until every group is satisfied, the venue can take orders and the product is orderable"', () => {
  const groups = [group('a', 1, 1)];
  test.each([
    ['all conditions hold', { a: { o1: 1 } }, true, true, true],
    ['a group is unsatisfied', {}, true, true, false],
    ['the venue cannot take orders', { a: { o1: 1 } }, false, true, false],
    ['the product is not orderable', { a: { o1: 1 } }, true, false, false],
  ])('%s', (_case, selections, venueCanTakeOrders, productIsOrderable, enabled) => {
    expect(canAddToBasket({ groups, selections, venueCanTakeOrders, productIsOrderable })).toBe(enabled);
  });
});

describe('3 §5 "Checkout is blocked for a group that cannot satisfy its minimum"', () => {
  test.each([
    ['enough orderable options', 2, undefined, ['o1', 'o2'], false],
    ['too few orderable options', 2, undefined, ['o1'], true],
    ['multiMax lets one option cover the minimum', 2, 2, ['o1'], false],
    ['no minimum', 0, undefined, [], false],
  ])('%s', (_case, min, multiMax, orderable, blocked) => {
    const g = group('g', min, 0, ['o1', 'o2', 'o3'], multiMax);
    expect(cannotSatisfyMinimum(g, (id) => orderable.includes(id))).toBe(blocked);
  });
});

describe('modifierGroupSchema', () => {
  test('defaults min, max and options when absent', () => {
    expect(modifierGroupSchema.parse({ id: 'g' })).toEqual({ id: 'g', min: 0, max: 0, subProductIds: [] });
  });
  test('rejects a negative max', () => {
    expect(modifierGroupSchema.safeParse({ id: 'g', max: -1 }).success).toBe(false);
  });
});

describe('modifierGroupFromProduct (a menu MODIFIER_GROUP product, 3 §3 "min, max, multiMax, subProductIds")', () => {
  test.each([
    ['min and max given', { min: 1, max: 2, multiMax: 2 }, { min: 1, max: 2, multiMax: 2 }, false],
    ['absent min and max mean 0 (max 0 = unlimited)', {}, { min: 0, max: 0 }, true],
  ])('%s', (_case, bounds, expected, satisfiedWhenEmpty) => {
    const product = menuModifierGroupSchema.parse({ id: 'g', productType: 'MODIFIER_GROUP', name: 'Sauces', subProductIds: ['o1'], ...bounds });
    const group = modifierGroupFromProduct(product);
    expect(group).toEqual({ id: 'g', subProductIds: ['o1'], ...expected });
    expect(isModifierGroupSatisfied(group, {})).toBe(satisfiedWhenEmpty);
  });
});
