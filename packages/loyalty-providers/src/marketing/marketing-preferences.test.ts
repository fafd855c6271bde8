import { describe, expect, test } from 'vitest';
import { hasUnsavedMarketingChanges, marketingPreferencesSchema, marketingValueKind, selectMarketingValue } from './marketing-preferences.js';

const loaded = marketingPreferencesSchema.parse([
  {
    id: 'leon',
    name: 'Leon',
    values: [
      { id: 'v1', name: 'leon_fid_optin', selected: false },
      { id: 'v2', name: 'leon_sms_optin', selected: true },
    ],
  },
  { id: 'hippo', name: 'Hippo', values: [{ id: 'v3', name: 'hippo_email', selected: false }] },
]);

describe('marketing preferences (3 §3, §4)', () => {
  test.each([
    ['leon_fid_optin', 'loyalty'],
    ['leon_sms_optin', 'sms'],
    ['hippo_email', 'other'],
  ] as const)('"a value name containing fid marks loyalty, containing sms marks SMS": %s → %s', (name, kind) => {
    expect(marketingValueKind(name)).toBe(kind);
  });

  test.each([
    ['nothing changed', loaded, false],
    ['a toggle changed', selectMarketingValue(loaded, 'leon', 'v1', true), true],
    ['a toggle changed and changed back', selectMarketingValue(selectMarketingValue(loaded, 'leon', 'v1', true), 'leon', 'v1', false), false],
    ['a value set to what it was', selectMarketingValue(loaded, 'hippo', 'v3', false), false],
  ] as const)('"Marketing save is enabled only after a change; leaving with unsaved changes shows a modal": %s', (_case, current, unsaved) => {
    expect(hasUnsavedMarketingChanges(loaded, current)).toBe(unsaved);
  });

  test('selecting touches only the named value of the named group', () => {
    const next = selectMarketingValue(loaded, 'hippo', 'v3', true);
    expect(next[1]?.values[0]?.selected).toBe(true);
    expect(next[0]).toBe(loaded[0]);
  });
});
