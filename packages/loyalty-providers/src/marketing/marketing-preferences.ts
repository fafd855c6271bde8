import * as z from 'zod/mini';

/** "Marketing preferences: list of groups {id, name, values[{id, name, selected}]}" (3 §3). */
export const marketingPreferenceGroupSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  values: z.array(z.looseObject({ id: z.string().check(z.minLength(1)), name: z.string(), selected: z.boolean() })),
});
export type MarketingPreferenceGroup = z.infer<typeof marketingPreferenceGroupSchema>;
export const marketingPreferencesSchema = z.array(marketingPreferenceGroupSchema);

/** "a value name containing fid marks loyalty, containing sms marks SMS" (3 §3). */
export function marketingValueKind(name: string): 'loyalty' | 'sms' | 'other' {
  if (name.includes('fid')) return 'loyalty';
  if (name.includes('sms')) return 'sms';
  return 'other';
}

/** Sets one value of one group. */
export function selectMarketingValue<G extends MarketingPreferenceGroup>(groups: readonly G[], groupId: string, valueId: string, selected: boolean): G[] {
  return groups.map((group) =>
    group.id === groupId ? { ...group, values: group.values.map((value) => (value.id === valueId ? { ...value, selected } : value)) } : group,
  );
}

function selection(groups: readonly MarketingPreferenceGroup[]): string {
  return JSON.stringify(groups.map((group) => [group.id, group.values.map((value) => [value.id, value.selected])]));
}

/**
 * "Marketing save is enabled only after a change; leaving with unsaved changes shows a modal (back or leave)"
 * (3 §4): true when the selection differs from the one loaded.
 */
export function hasUnsavedMarketingChanges(loaded: readonly MarketingPreferenceGroup[], current: readonly MarketingPreferenceGroup[]): boolean {
  return selection(loaded) !== selection(current);
}
