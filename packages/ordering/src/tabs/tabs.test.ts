import { describe, expect, test } from 'vitest';
import { TAB_CREATION_INITIAL, tabCreationReducer, tabOpeningStep, type TabCreationEvent, type TabCreationState } from './tab-creation.js';
import { tabCustomerSchema, validateTabCustomer } from './tab-customer.js';
import { TAB_AUTHORIZATION_HOLD_AMOUNT, shouldShowHoldAmount, tabHoldAmount } from './tab-hold-amount.js';
import {
  createTabResponseSchema,
  openTabRequestSchema,
  openTabResponseSchema,
  registerTabRequestSchema,
  registerTabResponseSchema,
  tabDocumentSchema,
} from './tab-schemas.js';

describe('3 §3 "Tab creation status: NOT_STARTED, INITIALIZING, INITIALIZED (with tabId), FAILED"', () => {
  const started: TabCreationEvent = { type: 'registrationStarted' };
  const succeeded: TabCreationEvent = { type: 'registrationSucceeded', tabId: 'tab-1' };
  const failed: TabCreationEvent = { type: 'registrationFailed' };
  test.each<[string, TabCreationState, TabCreationEvent, TabCreationState]>([
    ['registering starts INITIALIZING', TAB_CREATION_INITIAL, started, { status: 'INITIALIZING' }],
    ['"INITIALIZED on success" with the tabId', { status: 'INITIALIZING' }, succeeded, { status: 'INITIALIZED', tabId: 'tab-1' }],
    ['"Registration failure sets FAILED"', { status: 'INITIALIZING' }, failed, { status: 'FAILED' }],
    ['"with a retry button": retry from FAILED', { status: 'FAILED' }, started, { status: 'INITIALIZING' }],
    ['a double submit is ignored', { status: 'INITIALIZING' }, started, { status: 'INITIALIZING' }],
    [
      'a late success after INITIALIZED is ignored',
      { status: 'INITIALIZED', tabId: 'tab-1' },
      { type: 'registrationSucceeded', tabId: 'tab-2' },
      { status: 'INITIALIZED', tabId: 'tab-1' },
    ],
    ['a failure without a registration is ignored', TAB_CREATION_INITIAL, failed, TAB_CREATION_INITIAL],
    ['a success without a registration is ignored', TAB_CREATION_INITIAL, succeeded, TAB_CREATION_INITIAL],
  ])('%s', (_rule, state, event, next) => {
    expect(tabCreationReducer(state, event)).toEqual(next);
  });

  test('an unknown event throws', () => {
    expect(() => tabCreationReducer(TAB_CREATION_INITIAL, JSON.parse('{"type":"boom"}'))).toThrow(/Unhandled case/);
  });
});

describe('3 §4 "Without a payment id in state, redirect to authorize. The tab is polled every 5 s until found, then the bill every 5 s until found. ... redirected to it after 1 s"', () => {
  test.each([
    ['"Without a payment id in state, redirect to authorize"', { paymentId: undefined, tabFound: true, billId: 'b' }, { kind: 'redirectToAuthorize' }],
    ['"The tab is polled every 5 s until found"', { paymentId: 'p', tabFound: false, billId: undefined }, { kind: 'pollTab', everyMs: 5_000 }],
    ['"then the bill every 5 s until found"', { paymentId: 'p', tabFound: true, billId: undefined }, { kind: 'pollBill', everyMs: 5_000 }],
    [
      '"The bill is stored locally and the user redirected to it after 1 s"',
      { paymentId: 'p', tabFound: true, billId: 'b' },
      { kind: 'storeBillAndRedirect', billId: 'b', afterMs: 1_000 },
    ],
  ])('%s', (_rule, input, step) => {
    expect(tabOpeningStep(input)).toEqual(step);
  });
});

describe("3 §5 \"Tab customer: first name and last name required, not only whitespace; messages 'required' and 'Cannot be blank'\"", () => {
  test.each([
    ['both filled', 'Ada', 'Lovelace', { ok: true, value: { firstName: 'Ada', lastName: 'Lovelace' } }],
    ['names are trimmed', '  Ada ', ' Lovelace', { ok: true, value: { firstName: 'Ada', lastName: 'Lovelace' } }],
    ['"required": empty first name', '', 'Lovelace', { ok: false, error: { code: 'TAB_CUSTOMER_INVALID', fields: { firstName: 'required' } } }],
    ['"Cannot be blank": whitespace last name', 'Ada', '   ', { ok: false, error: { code: 'TAB_CUSTOMER_INVALID', fields: { lastName: 'Cannot be blank' } } }],
    ['both invalid', '', '\t', { ok: false, error: { code: 'TAB_CUSTOMER_INVALID', fields: { firstName: 'required', lastName: 'Cannot be blank' } } }],
  ])('%s', (_rule, firstName, lastName, result) => {
    expect(validateTabCustomer({ firstName, lastName })).toEqual(result);
  });

  test.each([
    ['', 'required'],
    ['  ', 'Cannot be blank'],
  ])('the schema reports %j as %s', (firstName, message) => {
    const parsed = tabCustomerSchema.safeParse({ firstName, lastName: 'L' });
    expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe(message);
  });
});

describe('3 §9 "Tab authorisation hold: 20 x 100000 minor units (scale 5; a per-venue override table exists), shown as a hold amount when above 0"', () => {
  test.each([
    ['"20 x 100000" by default', 'venue-1', {}, 2_000_000],
    ['"a per-venue override table exists"', 'venue-2', { 'venue-2': 5_000_000 }, 5_000_000],
    ["another venue's override does not apply", 'venue-1', { 'venue-2': 5_000_000 }, 2_000_000],
    ['an override of 0', 'venue-3', { 'venue-3': 0 }, 0],
  ])('%s', (_rule, venueId, overrides, amount) => {
    expect(TAB_AUTHORIZATION_HOLD_AMOUNT).toBe(20 * 100_000);
    expect(tabHoldAmount(venueId, 'GBP', overrides)).toEqual({ amount, currency: 'GBP' });
  });

  test('the default table is empty', () => {
    expect(tabHoldAmount('v', 'EUR')).toEqual({ amount: 2_000_000, currency: 'EUR' });
  });

  test.each([
    [2_000_000, true],
    [0, false],
  ])('"shown as a hold amount when above 0": %i → %s', (amount, shown) => {
    expect(shouldShowHoldAmount({ amount, currency: 'GBP' })).toBe(shown);
  });
});

describe('tab calls (3 §7)', () => {
  test.each([
    ['POST .../tab "returns {tabId, displayId, paymentId}"', createTabResponseSchema, { tabId: 't', displayId: '12', paymentId: 'p' }, true],
    ['POST .../tab without paymentId', createTabResponseSchema, { tabId: 't', displayId: '12' }, false],
    ['PUT .../tabs/{tabId} "body {customer: {firstName, lastName}}"', registerTabRequestSchema, { customer: { firstName: 'A', lastName: 'L' } }, true],
    ['PUT .../tabs/{tabId} with a blank name', registerTabRequestSchema, { customer: { firstName: ' ', lastName: 'L' } }, false],
    ['PUT .../tabs/{tabId} "returns {tabId, displayId}"', registerTabResponseSchema, { tabId: 't', displayId: '12' }, true],
    [
      'PUT billing/v1/tabs "with tableId and authorization (id, amount)"',
      openTabRequestSchema,
      { tableId: 't', authorization: { id: 'pi', amount: { amount: 2_000_000, currency: 'GBP' } } },
      true,
    ],
    ['PUT billing/v1/tabs "returns success"', openTabResponseSchema, { success: false }, true],
    ['tabs document with customer', tabDocumentSchema, { tabId: 't', status: 'OPEN', billId: 'b', customer: { firstName: 'A', lastName: 'L' } }, true],
  ] as const)('%s', (_rule, schema, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });
});
