import { exhaustiveSwitchError } from '@tableside/billing-domain';
import type { CustomTip } from './custom-tip.js';

/**
 * "Tip choice states: undetermined, selected, unselected. No-tip, preset and custom are mutually exclusive"
 * (2-paying §4). `unselected` is the explicit no-tip choice.
 */
export type TipChoiceState =
  | { status: 'undetermined' }
  | { status: 'unselected' }
  | { status: 'selected'; choice: { kind: 'preset'; position: number } | { kind: 'custom'; custom: CustomTip } };

export type TipChoiceAction =
  { type: 'SELECT_PRESET'; position: number } | { type: 'SET_CUSTOM'; custom: CustomTip } | { type: 'SELECT_NO_TIP' } | { type: 'RESET' };

/** The starting choice: the preselected suggestion when there is one, otherwise undetermined. */
export function initialTipChoice(tips: readonly { position: number; preselected: boolean }[]): TipChoiceState {
  const preselected = tips.find((t) => t.preselected);
  return preselected ? { status: 'selected', choice: { kind: 'preset', position: preselected.position } } : { status: 'undetermined' };
}

/** "choosing a preset clears the custom tip and vice versa" (2-paying §4): each choice replaces the others. */
export function tipChoiceReducer(_state: TipChoiceState, action: TipChoiceAction): TipChoiceState {
  switch (action.type) {
    case 'SELECT_PRESET':
      return { status: 'selected', choice: { kind: 'preset', position: action.position } };
    case 'SET_CUSTOM':
      return { status: 'selected', choice: { kind: 'custom', custom: action.custom } };
    case 'SELECT_NO_TIP':
      return { status: 'unselected' };
    case 'RESET':
      return { status: 'undetermined' };
    default:
      return exhaustiveSwitchError(action);
  }
}
