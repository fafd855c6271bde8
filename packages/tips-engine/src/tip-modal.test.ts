import { describe, expect, test } from 'vitest';

import { INITIAL_TIP_MODAL_STATE, isTipModalActive, tipModalReducer, type TipModalAction, type TipModalState } from './tip-modal.js';

const run = (actions: TipModalAction['type'][]): TipModalState => actions.reduce((state, type) => tipModalReducer(state, { type }), INITIAL_TIP_MODAL_STATE);

describe('tipModalReducer (2-paying §4, §9 "Tip modal: at most 3 opens and 2 closes")', () => {
  test.each([
    ['opens once', ['OPEN'], { status: 'open', opens: 1, closes: 0 }],
    ['a first close keeps it available', ['OPEN', 'CLOSE'], { status: 'closed', opens: 1, closes: 1 }],
    ['"closes at most 2 times; after that it is deactivated"', ['OPEN', 'CLOSE', 'OPEN', 'CLOSE'], { status: 'deactivated', opens: 2, closes: 2 }],
    ['"opens at most 3 times": an open while already open is ignored', ['OPEN', 'OPEN'], { status: 'open', opens: 1, closes: 0 }],
    ['a close while closed is ignored', ['CLOSE'], INITIAL_TIP_MODAL_STATE],
    ['a deactivated modal stays deactivated', ['OPEN', 'CLOSE', 'OPEN', 'CLOSE', 'OPEN'], { status: 'deactivated', opens: 2, closes: 2 }],
  ] as const)('%s', (_rule, actions, expected) => {
    expect(run([...actions])).toEqual(expected);
  });

  test('"opens at most 3 times": the third open is the last', () => {
    const thirdOpen = tipModalReducer({ status: 'closed', opens: 2, closes: 1 }, { type: 'OPEN' });
    expect(thirdOpen).toEqual({ status: 'open', opens: 3, closes: 1 });
    expect(tipModalReducer({ ...thirdOpen, status: 'closed' }, { type: 'OPEN' })).toEqual({ status: 'deactivated', opens: 3, closes: 1 });
  });

  test('closing after the third open deactivates', () => {
    expect(tipModalReducer({ status: 'open', opens: 3, closes: 0 }, { type: 'CLOSE' })).toEqual({ status: 'deactivated', opens: 3, closes: 1 });
  });

  test.each([
    ['closed', true],
    ['open', true],
    ['deactivated', false],
  ] as const)('isTipModalActive when %s', (status, active) => {
    expect(isTipModalActive({ status, opens: 0, closes: 0 })).toBe(active);
  });

  test('an unknown action is a broken invariant', () => {
    const action = JSON.parse('{"type":"TOGGLE"}');
    expect(() => tipModalReducer(INITIAL_TIP_MODAL_STATE, action)).toThrow(/Unhandled/);
  });
});
