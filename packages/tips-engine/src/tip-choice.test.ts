import { describe, expect, test } from 'vitest';

import { initialTipChoice, tipChoiceReducer, type TipChoiceAction, type TipChoiceState } from './tip-choice.js';
import { m } from '../test/money.js';

const custom = { kind: 'amount', amount: m('3') } as const;

describe('tipChoiceReducer (2-paying §4 "Tip choice states: undetermined, selected, unselected")', () => {
  test.each<[string, TipChoiceState, TipChoiceAction, TipChoiceState]>([
    [
      '"choosing a preset clears the custom tip"',
      { status: 'selected', choice: { kind: 'custom', custom } },
      { type: 'SELECT_PRESET', position: 2 },
      { status: 'selected', choice: { kind: 'preset', position: 2 } },
    ],
    [
      '"and vice versa"',
      { status: 'selected', choice: { kind: 'preset', position: 1 } },
      { type: 'SET_CUSTOM', custom },
      { status: 'selected', choice: { kind: 'custom', custom } },
    ],
    [
      '"No-tip, preset and custom are mutually exclusive": no tip clears a preset',
      { status: 'selected', choice: { kind: 'preset', position: 0 } },
      { type: 'SELECT_NO_TIP' },
      { status: 'unselected' },
    ],
    [
      'a preset after no tip',
      { status: 'unselected' },
      { type: 'SELECT_PRESET', position: 0 },
      { status: 'selected', choice: { kind: 'preset', position: 0 } },
    ],
    ['reset goes back to undetermined', { status: 'unselected' }, { type: 'RESET' }, { status: 'undetermined' }],
  ])('%s', (_rule, state, action, expected) => {
    expect(tipChoiceReducer(state, action)).toEqual(expected);
  });

  test('an unknown action is a broken invariant', () => {
    const action = JSON.parse('{"type":"CHEER"}');
    expect(() => tipChoiceReducer({ status: 'undetermined' }, action)).toThrow(/Unhandled/);
  });
});

describe('initialTipChoice', () => {
  test.each([
    [
      'the preselected suggestion is selected',
      [
        { position: 0, preselected: false },
        { position: 1, preselected: true },
      ],
      { status: 'selected', choice: { kind: 'preset', position: 1 } },
    ],
    ['without one the choice is undetermined', [{ position: 0, preselected: false }], { status: 'undetermined' }],
  ])('%s', (_rule, tips, expected) => {
    expect(initialTipChoice(tips)).toEqual(expected);
  });
});
