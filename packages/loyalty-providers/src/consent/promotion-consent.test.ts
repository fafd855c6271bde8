import { describe, expect, test } from 'vitest';
import { answer, fakeTransport, NETWORK_DOWN } from '../../test/fake-transport.js';
import { canConfirmPromotionConsent, isGuestDataCollectionActive, promotionConsentBody, readVenueConsent, sendPromotionConsent } from './promotion-consent.js';

const base = { email: 'ada@example.com', venueOptIn: true, origin: 'RECEIPT_EMAIL', countryCode: 'FR', businessId: 'b1' };

describe('promotionConsentBody — "sundayOptIn (always false), userId (identified users only)" (3 §3)', () => {
  test.each([
    [
      'a GUEST sends no userId',
      { type: 'GUEST' },
      { businessId: 'b1', email: 'ada@example.com', origin: 'RECEIPT_EMAIL', venueOptIn: true, sundayOptIn: false, countryCode: 'FR' },
    ],
    [
      '"The identified user\'s id is sent with consent" (3 §6)',
      { type: 'IDENTIFIED', userId: 'u1' },
      { businessId: 'b1', email: 'ada@example.com', origin: 'RECEIPT_EMAIL', venueOptIn: true, sundayOptIn: false, countryCode: 'FR', userId: 'u1' },
    ],
  ] as const)('%s', (_rule, user, body) => {
    expect(promotionConsentBody({ ...base, user })).toEqual(body);
  });

  test('"plus bill context (orderId, tableNumber, totalAmount, individualSplitAmount, currency, waiterName)"', () => {
    const bill = { orderId: 'o1', tableNumber: '12', totalAmount: 4_200_000, individualSplitAmount: 2_100_000, currency: 'EUR', waiterName: 'Sam' };
    expect(promotionConsentBody({ ...base, lastName: 'Lovelace', phoneNumber: '+33612345678', user: { type: 'GUEST' }, bill })).toEqual({
      ...base,
      lastName: 'Lovelace',
      phoneNumber: '+33612345678',
      sundayOptIn: false,
      ...bill,
    });
  });
});

describe('canConfirmPromotionConsent — "Confirm enabled only when form valid and promotion consent ticked" (3 §5)', () => {
  test.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])('email valid %s, consent ticked %s → %s', (emailValid, venueOptIn, can) => {
    expect(canConfirmPromotionConsent({ emailValid, venueOptIn })).toBe(can);
  });
});

describe('consent calls — "Consent calls fall back silently: status to inactive, send to empty id, read to no venue consent" (3 §8)', () => {
  test.each([
    ['active', answer(200, { active: true }), true],
    ['inactive', answer(200, { active: false }), false],
    ['"status to inactive" on failure', answer(500), false],
  ] as const)('guest data collection: %s', async (_case, response, active) => {
    const { transport } = fakeTransport({ 'GET /consent-manager/v1/guest-data-collections/c1': response });
    expect(await isGuestDataCollectionActive(transport, 'c1')).toBe(active);
  });

  test.each([
    ['reads id', answer(200, { id: 'consent-1' }), 'consent-1'],
    ['"send to empty id" on failure', NETWORK_DOWN, ''],
  ] as const)('opt-in: %s', async (_case, response, id) => {
    const { transport, calls } = fakeTransport({ 'POST /consent-manager/v1/opt-in': response });
    const body = promotionConsentBody({ ...base, user: { type: 'GUEST' } });
    expect(await sendPromotionConsent(transport, body)).toBe(id);
    expect(calls[0]?.body).toEqual(body);
  });

  test.each([
    ['reads venueConsent', answer(200, { venueConsent: true }), true],
    ['"read to no venue consent" on failure', answer(404), false],
  ] as const)('venue consent: %s', async (_case, response, consent) => {
    const { transport } = fakeTransport({ 'GET /consent-manager/v1/user/u1/business/b1': response });
    expect(await readVenueConsent(transport, { userId: 'u1', businessId: 'b1' })).toBe(consent);
  });
});
