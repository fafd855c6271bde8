import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { accountSessionStore } from '../../../lib/identity/account-session.js';
import { accountUser } from '../../../test/account-fixtures.js';
import { Refused, type FakeRoutes } from '../../../test/fake-http.js';
import { NOW } from '../../../test/fixtures.js';
import { renderWithServices } from '../../../test/render-with-services.js';
import { COOKIE_PREFERENCES_STORAGE_KEY } from '../api/cookie-preferences.js';
import { CookiePreferencesModal } from './cookie-preferences-modal.js';
import { PromotionConsentDialog } from './promotion-consent-dialog.js';
import { VerificationOverlay } from './verification-overlay.js';

afterEach(() => {
  cleanup();
  accountSessionStore().getState().clearSession();
  globalThis.localStorage.clear();
  globalThis.sessionStorage.clear();
});

const session = { userId: 'acc-1', accessToken: 'jwt', expiresAt: NOW + 3_600_000 };
const logIn = () => accountSessionStore().getState().setSession(session);

const essential = { id: 'essential', preferenceId: { id: 'cookie-essential' }, type: 'essential', userStatus: 'ACCEPTED', needToBeChanged: false };
const functional = { id: 'functional', preferenceId: { id: 'cookie-functional' }, type: 'functional', userStatus: 'REFUSED', needToBeChanged: true };
const statuses = (preferences: { id: string; userStatus: string }[]) => Object.fromEntries(preferences.map((item) => [item.id, item.userStatus]));

async function openCookies(routes: FakeRoutes = {}) {
  const onClose = vi.fn();
  const rendered = await renderWithServices(<CookiePreferencesModal onClose={onClose} />, { routes });
  const modal = await screen.findByRole('dialog', { name: 'Cookie preferences' });
  await within(modal).findByRole('switch', { name: /^Essential/ });
  return { ...rendered, modal, onClose };
}

describe('the cookie preferences modal (3 §2 Dialogs, §4 Cookies, §5)', () => {
  test('a guest: essential cannot be changed and is accepted; "allow selection" keeps the chosen functional item on this device', async () => {
    const { modal, onClose } = await openCookies();
    const essentialSwitch = within(modal).getByRole('switch', { name: /^Essential/ }) as HTMLInputElement;
    const functionalSwitch = within(modal).getByRole('switch', { name: /^Functional/ }) as HTMLInputElement;
    expect([essentialSwitch.checked, essentialSwitch.disabled]).toEqual([true, true]);
    expect([functionalSwitch.checked, functionalSwitch.disabled]).toEqual([false, false]);
    expect(essentialSwitch.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.click(functionalSwitch);
    expect(functionalSwitch.checked).toBe(true);
    fireEvent.click(within(modal).getByRole('button', { name: 'Allow selection' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(statuses(JSON.parse(globalThis.localStorage.getItem(COOKIE_PREFERENCES_STORAGE_KEY) ?? '[]') as { id: string; userStatus: string }[])).toEqual({
      essential: 'ACCEPTED',
      functional: 'ACCEPTED',
    });
  });

  test('a guest who refuses functional again: "allow selection" stores it refused, and the modal reads it back', async () => {
    globalThis.localStorage.setItem(COOKIE_PREFERENCES_STORAGE_KEY, JSON.stringify([essential, { ...functional, userStatus: 'ACCEPTED' }]));
    const { modal, onClose } = await openCookies();
    const functionalSwitch = within(modal).getByRole('switch', { name: /^Functional/ }) as HTMLInputElement;
    expect(functionalSwitch.checked).toBe(true);
    fireEvent.click(functionalSwitch);
    fireEvent.click(within(modal).getByRole('button', { name: 'Allow selection' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(statuses(JSON.parse(globalThis.localStorage.getItem(COOKIE_PREFERENCES_STORAGE_KEY) ?? '[]') as { id: string; userStatus: string }[])).toEqual({
      essential: 'ACCEPTED',
      functional: 'REFUSED',
    });
  });

  test('a logged-in diner: read from and saved to the consent manager with the bearer token; "allow all" accepts every item', async () => {
    logIn();
    let saved: unknown;
    const { modal, onClose, calls } = await openCookies({
      'GET /consent-manager/v1/cookies/users/acc-1': () => ({ userPreferences: [essential, functional], saved: false }),
      'PUT /consent-manager/v1/cookies/users/acc-1': (spec) => {
        saved = spec.body;
        return { userPreferences: [essential, { ...functional, userStatus: 'ACCEPTED' }], saved: true };
      },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Allow all' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => [call.method, call.bearer])).toEqual([
      ['GET', 'jwt'],
      ['PUT', 'jwt'],
    ]);
    expect(statuses((saved as { userPreferences: { id: string; userStatus: string }[] }).userPreferences)).toEqual({
      essential: 'ACCEPTED',
      functional: 'ACCEPTED',
    });
    expect(globalThis.localStorage.getItem(COOKIE_PREFERENCES_STORAGE_KEY)).toBeNull();
  });

  test('a failed save keeps the modal open with the error', async () => {
    logIn();
    const { modal, onClose } = await openCookies({
      'GET /consent-manager/v1/cookies/users/acc-1': () => ({ userPreferences: [essential, functional], saved: true }),
      'PUT /consent-manager/v1/cookies/users/acc-1': () => new Refused(500, 'down'),
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Allow selection' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(onClose).not.toHaveBeenCalled();
  });
});

const VENUE = 'venue-crown';
const crown = { name: 'The Crown & Anchor', businessId: 'business-crown', countryCode: 'GB', currency: 'GBP', guestDataCollectionId: 'gdc-crown' };

async function renderPromotion(routes: FakeRoutes, venue: Record<string, unknown> = crown, props: { email?: string } = {}) {
  return renderWithServices(<PromotionConsentDialog venueId={VENUE} billId="bill-1" origin="PAT_PAYMENT" {...props} />, {
    routes,
    docs: { [`venues/${VENUE}`]: venue },
  });
}

describe('the promotion consent dialog (3 §2 Dialogs, §5, §7 Consent)', () => {
  test('an active guest data collection opens it; confirm needs a valid e-mail and the opt-in, then posts the consent once per bill', async () => {
    let body: unknown;
    const routes: FakeRoutes = {
      'GET /consent-manager/v1/guest-data-collections/gdc-crown': () => ({ id: 'gdc-crown', active: true }),
      'POST /consent-manager/v1/opt-in': (spec) => {
        body = spec.body;
        return { id: 'opt-in-1' };
      },
    };
    await renderPromotion(routes);
    const dialog = await screen.findByRole('dialog', { name: 'News from The Crown & Anchor' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(within(dialog).getByText('Enter a valid email address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: '  diner@example.test ' } });
    expect(within(dialog).queryByText('Enter a valid email address.')).toBeNull();
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I agree to receive offers and news from The Crown & Anchor by email.' }));
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body).toEqual({
      businessId: 'business-crown',
      email: 'diner@example.test',
      origin: 'PAT_PAYMENT',
      venueOptIn: true,
      sundayOptIn: false,
      countryCode: 'GB',
      currency: 'GBP',
    });

    // Asked once for this bill on this device: beside the dialog of another bill (which opens), this one stays closed.
    cleanup();
    await renderWithServices(
      <>
        <PromotionConsentDialog venueId={VENUE} billId="bill-1" origin="PAT_PAYMENT" />
        <PromotionConsentDialog venueId={VENUE} billId="bill-2" origin="PAT_PAYMENT" />
      </>,
      { routes, docs: { [`venues/${VENUE}`]: crown } },
    );
    await screen.findByRole('dialog', { name: 'News from The Crown & Anchor' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(JSON.parse(globalThis.sessionStorage.getItem('tableside.promotionConsentAsked') ?? '[]')).toEqual(['PAT_PAYMENT:bill-1']);
  });

  test('it starts from the e-mail given (the receipt address), and a closed dialog does not come back for the bill', async () => {
    await renderPromotion({ 'GET /consent-manager/v1/guest-data-collections/gdc-crown': () => ({ id: 'gdc-crown', active: true }) }, crown, {
      email: 'receipts@example.test',
    });
    const dialog = await screen.findByRole('dialog', { name: 'News from The Crown & Anchor' });
    expect((within(dialog).getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('receipts@example.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(globalThis.sessionStorage.getItem('tableside.promotionConsentAsked') ?? '[]')).toEqual(['PAT_PAYMENT:bill-1']);
  });

  test('an inactive collection, or a venue without one, shows nothing', async () => {
    const inactive = await renderPromotion({ 'GET /consent-manager/v1/guest-data-collections/gdc-crown': () => ({ id: 'gdc-crown', active: false }) });
    await waitFor(() => expect(inactive.calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    const { guestDataCollectionId: _none, ...withoutCollection } = crown;
    const none = await renderPromotion({}, withoutCollection);
    expect(none.calls).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('an identified diner who already consented to the venue is not asked; one who did not is, and the consent carries the userId', async () => {
    logIn();
    const consented = await renderPromotion({
      'GET /consent-manager/v1/guest-data-collections/gdc-crown': () => ({ active: true }),
      'GET /consent-manager/v1/user/acc-1/business/business-crown': () => ({ userId: 'acc-1', businessId: 'business-crown', venueConsent: true }),
    });
    await waitFor(() => expect(consented.calls).toHaveLength(2));
    expect(consented.calls[1]?.bearer).toBe('jwt');
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    let body: unknown;
    await renderPromotion({
      'GET /consent-manager/v1/guest-data-collections/gdc-crown': () => ({ active: true }),
      'GET /consent-manager/v1/user/acc-1/business/business-crown': () => ({ userId: 'acc-1', businessId: 'business-crown', venueConsent: false }),
      'POST /consent-manager/v1/opt-in': (spec) => {
        body = spec.body;
        return new Refused(500, 'down');
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'News from The Crown & Anchor' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.test' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // "Opt-in failure is logged only and the flow continues" (3 §8): the dialog closes all the same.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body).toMatchObject({ userId: 'acc-1', email: 'ada@example.test', venueOptIn: true });
  });
});

/** The payment's success page, then the e-mailed receipt's sent page, in one app (one query cache). */
function PaymentThenReceipt() {
  const [origin, setOrigin] = useState<'PAT_PAYMENT' | 'PAT_RECEIPT'>('PAT_PAYMENT');
  return (
    <>
      <button type="button" onClick={() => setOrigin('PAT_RECEIPT')}>
        Receipt sent
      </button>
      <PromotionConsentDialog key={origin} venueId={VENUE} billId="bill-1" origin={origin} />
    </>
  );
}

test('an identified diner who just consented is not asked again after the e-mailed receipt, not even from the cached answer', async () => {
  logIn();
  let consented = false;
  const { calls } = await renderWithServices(<PaymentThenReceipt />, {
    routes: {
      'GET /consent-manager/v1/guest-data-collections/gdc-crown': () => ({ active: true }),
      'GET /consent-manager/v1/user/acc-1/business/business-crown': () => ({ userId: 'acc-1', businessId: 'business-crown', venueConsent: consented }),
      'POST /consent-manager/v1/opt-in': () => {
        consented = true;
        return { id: 'opt-in-1' };
      },
    },
    docs: { [`venues/${VENUE}`]: crown },
  });
  const dialog = await screen.findByRole('dialog', { name: 'News from The Crown & Anchor' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.test' } });
  fireEvent.click(within(dialog).getByRole('checkbox'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  const reads = () => calls.filter((call) => call.path === '/consent-manager/v1/user/acc-1/business/business-crown').length;
  const readsBefore = reads();
  fireEvent.click(screen.getByRole('button', { name: 'Receipt sent' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(reads()).toBe(readsBefore + 1));
  expect(screen.queryByRole('dialog')).toBeNull();
});

const unverified = accountUser({ emailVerified: false, verificationRequired: true });

describe('the verification-required overlay (1-core §2)', () => {
  test('an unverified e-mail covers the page; "I have verified" reads the account again and the overlay goes', async () => {
    let verified = false;
    await renderWithServices(<VerificationOverlay session={session} />, {
      routes: { 'GET /user-account/users/me': () => ({ ...unverified, emailVerified: verified, verificationRequired: !verified }) },
      path: '/venues/venue-crown',
    });
    const overlay = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(within(overlay).getByText('Open the link we sent to ada@example.test to verify your email address, then come back here.')).toBeTruthy();
    verified = true;
    fireEvent.click(within(overlay).getByRole('button', { name: 'I have verified my email' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('"switch account" logs out silently and goes to the login with this page to come back to', async () => {
    logIn();
    const { router } = await renderWithServices(<VerificationOverlay session={session} />, {
      routes: { 'GET /user-account/users/me': () => unverified },
      path: '/venues/venue-crown?burgerMenuOpen=false',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Switch account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirectToPath=${encodeURIComponent('/venues/venue-crown?burgerMenuOpen=false')}`);
    expect(accountSessionStore().getState().session).toBeNull();
  });
});
