import { exhaustiveSwitchError } from '@tableside/billing-domain';

/** "Tip modal: at most 3 opens and 2 closes" (2-paying §9). */
export const TIP_MODAL_MAX_OPENS = 3;
export const TIP_MODAL_MAX_CLOSES = 2;

/** The tip modal shown before payment; `deactivated` once its limits are spent. */
export type TipModalState = { status: 'closed' | 'open' | 'deactivated'; opens: number; closes: number };
export type TipModalAction = { type: 'OPEN' } | { type: 'CLOSE' };

export const INITIAL_TIP_MODAL_STATE: TipModalState = { status: 'closed', opens: 0, closes: 0 };

/**
 * "The tip modal opens at most 3 times and closes at most 2 times; after that it is deactivated"
 * (2-paying §4). An open that the limits forbid deactivates the modal instead.
 */
export function tipModalReducer(state: TipModalState, action: TipModalAction): TipModalState {
  if (state.status === 'deactivated') return state;
  switch (action.type) {
    case 'OPEN': {
      if (state.status === 'open') return state;
      if (state.opens >= TIP_MODAL_MAX_OPENS || state.closes >= TIP_MODAL_MAX_CLOSES) return { ...state, status: 'deactivated' };
      return { ...state, status: 'open', opens: state.opens + 1 };
    }
    case 'CLOSE': {
      if (state.status !== 'open') return state;
      const closes = state.closes + 1;
      const spent = state.opens >= TIP_MODAL_MAX_OPENS || closes >= TIP_MODAL_MAX_CLOSES;
      return { ...state, status: spent ? 'deactivated' : 'closed', closes };
    }
    default:
      return exhaustiveSwitchError(action);
  }
}

/** True while the modal may still be shown. */
export function isTipModalActive(state: TipModalState): boolean {
  return state.status !== 'deactivated';
}
