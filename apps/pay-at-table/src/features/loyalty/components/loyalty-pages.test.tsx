import type { RequestSpec } from '@tableside/api-client';
import { LOYALTY_AUTH_INITIAL } from '@tableside/loyalty-providers';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { accountSessionStore } from '../../../lib/identity/account-session.js';
import { Refused, fakeHttp } from '../../../test/fake-http.js';
import { NOW } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';
import { loyaltyStore } from '../api/loyalty-store.js';

afterEach(() => {
  cleanup();
  accountSessionStore().getState().clearSession();
  loyaltyStore().setState({ auth: LOYALTY_AUTH_INITIAL, identification: {}, earned: {} });
  globalThis.localStorage.clear();
});

const VENUE = 'venue-crown';
const BUSINESS = 'business-crown';
const docs = { [`venues/${VENUE}`]: { businessId: BUSINESS, name: 'The Crown & Anchor' } };
const comoConfig = { id: BUSINESS, provider: 'COMO', loyaltyReference: 'Crown Club', burnEnabled: true, theme: 'default' };
const member = { balance: 120, createdAt: '2026-01-01T00:00:00.000Z', hasOptIn: true };
const rewards = [
  { id: 'reward-pint', name: 'A free pint', points: 100 },
  { id: 'reward-dinner', name: 'Dinner for two', points: 500 },
];
const codeSent = { phoneNumber: '+33612345678', codeLength: 6, sentAt: NOW, expiresAt: NOW + 300_000, resendAvailableAt: NOW + 15_000 };
const account = {
  accessToken: 'jwt',
  tokenType: 'Bearer',
  expiresAt: NOW + 3_600_000,
  expiresIn: 3600,
  created: false,
  guestLinked: true,
  user: {
    id: 'acc-1',
    type: 'account',
    phoneNumber: '+33612345678',
    firstName: null,
    lastName: null,
    email: null,
    emailVerified: false,
    verificationRequired: false,
    picture: null,
    createdAt: NOW,
  },
};

/** The routes of a COMO programme where the code logs in and identifies; `overrides` replace some. */
function comoRoutes(overrides: Record<string, (spec: RequestSpec) => unknown> = {}) {
  return {
    [`GET /public/businesses/${BUSINESS}`]: () => comoConfig,
    'POST /user-account/login/code': () => codeSent,
    'POST /user-account/login': () => account,
    [`POST /public/businesses/${BUSINESS}/users/prepare-loyalty-id`]: () => ({ ...member, status: 'OK' }),
    [`GET /public/businesses/${BUSINESS}/users/acc-1`]: () => member,
    [`GET /public/businesses/${BUSINESS}/users/acc-1/rewards`]: () => rewards,
    ...overrides,
  };
}

async function openLoginDialog(routes: Record<string, (spec: RequestSpec) => unknown>, now = () => NOW) {
  const fake = fakeHttp(routes);
  const app = await renderApp({ path: `/venues/${VENUE}/loyalty`, docs, http: fake.http, now, api: { identity: {} } });
  expect(await screen.findByRole('heading', { name: 'Crown Club loyalty', level: 1 })).toBeTruthy();
  expect(screen.getByText('Log in to see your points, use a reward on this check and earn points when you pay.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Log in to the loyalty programme' }));
  const dialog = await screen.findByRole('dialog', { name: 'Loyalty programme' });
  return { ...fake, ...app, dialog };
}

async function toCodeStep(routes: Record<string, (spec: RequestSpec) => unknown>, now = () => NOW) {
  const opened = await openLoginDialog(routes, now);
  fireEvent.change(within(opened.dialog).getByLabelText('Mobile number'), { target: { value: '06 12 34 56 78' } });
  fireEvent.click(within(opened.dialog).getByRole('button', { name: 'Send the code' }));
  await within(opened.dialog).findByText('We sent a 6-digit code to +33 6 12 34 56 78.');
  return opened;
}

function typeCode(code: string) {
  for (const [index, digit] of [...code].entries()) fireEvent.change(screen.getByLabelText(`Digit ${index + 1} of 6`), { target: { value: digit } });
}

describe('the loyalty login dialog (3 §2 Dialogs, §4, §5)', () => {
  test('phone step, code step, then the programme identifies the account with the proved phone and the opt-in; the balance and rewards show', async () => {
    const { dialog, calls } = await openLoginDialog(comoRoutes());
    const send = within(dialog).getByRole('button', { name: 'Send the code' });
    // "Send button disabled if invalid" (3 §5).
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '06 12 34 56 78' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I want to join the loyalty programme and receive its offers' }));
    fireEvent.click(send);
    await within(dialog).findByText('We sent a 6-digit code to +33 6 12 34 56 78.');
    expect(calls.find((call) => call.path === '/user-account/login/code')?.body).toEqual({ phoneNumber: '+33612345678', countryCode: 'FR' });

    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect(verify.hasAttribute('disabled')).toBe(true);
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '482 913' } });
    fireEvent.click(verify);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Loyalty programme' })).toBeNull());
    expect(calls.find((call) => call.path === '/user-account/login')?.body).toEqual({ phoneNumber: '+33612345678', countryCode: 'FR', code: '482913' });
    expect(calls.find((call) => call.path.endsWith('/prepare-loyalty-id'))?.body).toEqual({
      userId: 'acc-1',
      guestIdentificationParameters: { phoneNumber: '+33612345678', hasOptIn: true },
    });
    expect(accountSessionStore().getState().session?.userId).toBe('acc-1');
    expect(await screen.findByText('Your points: 120')).toBeTruthy();
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A free pintCost: 100 points', 'Dinner for twoLocked: 500 points needed']);
    // The identification is kept on this device for the business (earn-after-pay sends it again).
    expect(loyaltyStore().getState().identification[BUSINESS]).toEqual({ phoneNumber: '+33612345678', hasOptIn: true });
  });

  test('closing the dialog clears the draft: reopened, the phone step is empty again', async () => {
    const { dialog } = await openLoginDialog(comoRoutes());
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '06 12 34 56 78' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I want to join the loyalty programme and receive its offers' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Loyalty programme' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Log in to the loyalty programme' }));
    const reopened = await screen.findByRole('dialog', { name: 'Loyalty programme' });
    expect((within(reopened).getByLabelText('Mobile number') as HTMLInputElement).value).toBe('');
    expect((within(reopened).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  test('a number of another country shows app.loyalty.phone.invalid with the number once the field is left', async () => {
    const { dialog } = await openLoginDialog(comoRoutes());
    const field = within(dialog).getByLabelText('Mobile number');
    fireEvent.change(field, { target: { value: '+44 7700 900123' } });
    fireEvent.blur(field);
    expect(within(dialog).getByRole('alert').textContent).toBe('We could not send a code to +44 7700 900123. Check the number and try again.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  test.each([
    ['login.invalid_code', 'This code is not right. Check it and try again.'],
    ['sms-code-locked', 'Too many wrong tries: this code no longer works. Ask for a new code.'],
    ['sms-code-not-requested', 'This code has expired. Ask for a new code.'],
  ])('a %s refusal shows its message on the code boxes, and "change the number" goes back to the phone step', async (type, message) => {
    const { dialog, calls } = await toCodeStep(comoRoutes({ 'POST /user-account/login': () => new Refused(400, type) }));
    typeCode('111111');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('Digit 3 of 6').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path.endsWith('/prepare-loyalty-id'))).toBe(false);
    // Typing again clears the message.
    fireEvent.change(screen.getByLabelText('Digit 6 of 6'), { target: { value: '2' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the number' }));
    expect((within(dialog).getByLabelText('Mobile number') as HTMLInputElement).value).toBe('06 12 34 56 78');
  });

  test('a logged-in account the programme does not identify (status KO) shows loyalty.identification.error and stays on the code step', async () => {
    const { dialog } = await toCodeStep(
      comoRoutes({ [`POST /public/businesses/${BUSINESS}/users/prepare-loyalty-id`]: () => new Refused(502, 'provider-down') }),
    );
    typeCode('482913');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The credentials entered are invalid. Please check and try again.');
    expect(screen.getByRole('dialog', { name: 'Loyalty programme' })).toBeTruthy();
    expect(screen.queryByText('Your points: 120')).toBeNull();
  });

  test('"Resend is disabled 15 s after each send", then sends again with the resent banner', async () => {
    let now = NOW;
    const { dialog, calls } = await toCodeStep(comoRoutes(), () => now);
    expect(within(dialog).getByRole('button', { name: 'Resend the code in 15 s' }).hasAttribute('disabled')).toBe(true);
    now = NOW + 15_000;
    const resend = await within(dialog).findByRole('button', { name: 'Resend the code' });
    expect(resend.hasAttribute('disabled')).toBe(false);
    fireEvent.click(resend);
    await waitFor(() => expect(calls.filter((call) => call.path === '/user-account/login/code')).toHaveLength(2));
    expect(await within(dialog).findByText('A new code is on its way.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Resend the code in 15 s' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('the loyalty pages (1-core §2, 3 §2)', () => {
  test('a venue whose business has no loyalty (204) says so', async () => {
    await renderApp({ path: `/venues/${VENUE}/loyalty`, docs, http: fakeHttp({ [`GET /public/businesses/${BUSINESS}`]: () => null }).http });
    expect(await screen.findByText('This venue has no loyalty programme.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The Crown & Anchor', level: 1 })).toBeTruthy();
  });

  test('/passwordless identifies this device without a code, then goes to the origin path', async () => {
    const fake = fakeHttp({
      [`GET /public/businesses/${BUSINESS}`]: () => ({ ...comoConfig, provider: 'PONGO', passwordless: true }),
      [`POST /public/businesses/${BUSINESS}/users/prepare-loyalty-id`]: () => ({ ...member, balance: 40, status: 'OK' }),
      [`GET /public/businesses/${BUSINESS}/users/guest-me`]: () => ({ ...member, balance: 40 }),
      [`GET /public/businesses/${BUSINESS}/users/guest-me/rewards`]: () => [],
    });
    const { router } = await renderApp({
      path: `/passwordless?venueId=${VENUE}&originPath=${encodeURIComponent(`/venues/${VENUE}/loyalty`)}`,
      docs,
      http: fake.http,
      api: { identity: {} },
    });
    expect(await screen.findByRole('heading', { name: 'Identify yourself', level: 1 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '06 12 34 56 78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/venues/${VENUE}/loyalty`));
    expect(fake.calls.find((call) => call.path.endsWith('/prepare-loyalty-id'))?.body).toEqual({
      userId: 'guest-me',
      guestIdentificationParameters: { phoneNumber: '+33612345678', hasOptIn: false },
    });
    expect(await screen.findByText('Your points: 40')).toBeTruthy();
  });

  test('/passwordless shows loyalty.identification.error when the programme answers KO', async () => {
    await renderApp({
      path: `/passwordless?venueId=${VENUE}`,
      docs,
      http: fakeHttp({
        [`GET /public/businesses/${BUSINESS}`]: () => ({ ...comoConfig, provider: 'PONGO', passwordless: true }),
        [`POST /public/businesses/${BUSINESS}/users/prepare-loyalty-id`]: () => new Refused(404, 'loyalty-user-not-found'),
      }).http,
      api: { identity: {} },
    });
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '06 12 34 56 78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The credentials entered are invalid. Please check and try again.');
  });

  test('/passwordless of a programme that needs a code points to the programme instead', async () => {
    await renderApp({ path: `/passwordless?venueId=${VENUE}`, docs, http: fakeHttp({ [`GET /public/businesses/${BUSINESS}`]: () => comoConfig }).http });
    expect(await screen.findByText("This venue's loyalty programme does not offer identification without a code.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the loyalty programme' }).getAttribute('href')).toBe(`/venues/${VENUE}/loyalty`);
  });
});
