import { exhaustiveSwitchError } from '@tableside/billing-domain';
import { SECOND_MS } from '../shared/durations.js';

/** "Tab creation status: NOT_STARTED, INITIALIZING, INITIALIZED (with tabId), FAILED" (3 §3). */
export type TabCreationState =
  | { readonly status: 'NOT_STARTED' }
  | { readonly status: 'INITIALIZING' }
  | { readonly status: 'INITIALIZED'; readonly tabId: string }
  | { readonly status: 'FAILED' };

/** Events of the registration step (3 §4 Tabs). */
export type TabCreationEvent =
  { readonly type: 'registrationStarted' } | { readonly type: 'registrationSucceeded'; readonly tabId: string } | { readonly type: 'registrationFailed' };

/** The state before the diner registers. */
export const TAB_CREATION_INITIAL: TabCreationState = { status: 'NOT_STARTED' };

/**
 * "Authorise card, then register names to open the tab (INITIALIZED on success) ... Registration failure sets FAILED
 * with a retry button" (3 §4 Tabs). A retry starts again from FAILED; events that do not fit the state are ignored,
 * so a double submit does not start a second registration.
 */
export function tabCreationReducer(state: TabCreationState, event: TabCreationEvent): TabCreationState {
  switch (event.type) {
    case 'registrationStarted':
      return state.status === 'NOT_STARTED' || state.status === 'FAILED' ? { status: 'INITIALIZING' } : state;
    case 'registrationSucceeded':
      return state.status === 'INITIALIZING' ? { status: 'INITIALIZED', tabId: event.tabId } : state;
    case 'registrationFailed':
      return state.status === 'INITIALIZING' ? { status: 'FAILED' } : state;
    default:
      return exhaustiveSwitchError(event);
  }
}

/** "The tab is polled every 5 s until found, then the bill every 5 s" (3 §4); "tab and bill polling 5 s" (3 §9). */
export const TAB_POLLING_INTERVAL_MS = 5 * SECOND_MS;
/** "redirected to it after 1 s" (3 §4); "redirect after bill found 1 s" (3 §9). */
export const BILL_FOUND_REDIRECT_DELAY_MS = 1 * SECOND_MS;

/** What the tab opening screen does next. */
export type TabOpeningStep =
  | { readonly kind: 'redirectToAuthorize' }
  | { readonly kind: 'pollTab'; readonly everyMs: number }
  | { readonly kind: 'pollBill'; readonly everyMs: number }
  | { readonly kind: 'storeBillAndRedirect'; readonly billId: string; readonly afterMs: number };

/**
 * "Without a payment id in state, redirect to authorize. The tab is polled every 5 s until found, then the bill every
 * 5 s until found. The bill is stored locally and the user redirected to it after 1 s" (3 §4 Tabs).
 */
export function tabOpeningStep(input: {
  readonly paymentId: string | undefined;
  readonly tabFound: boolean;
  readonly billId: string | undefined;
}): TabOpeningStep {
  if (!input.paymentId) return { kind: 'redirectToAuthorize' };
  if (!input.tabFound) return { kind: 'pollTab', everyMs: TAB_POLLING_INTERVAL_MS };
  if (!input.billId) return { kind: 'pollBill', everyMs: TAB_POLLING_INTERVAL_MS };
  return { kind: 'storeBillAndRedirect', billId: input.billId, afterMs: BILL_FOUND_REDIRECT_DELAY_MS };
}
