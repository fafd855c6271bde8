import { err, ok, type HttpClient, type RequestSpec } from '@tableside/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { accountSessionStore } from '../../../lib/identity/account-session.js';
import { NOW } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(() => {
  cleanup();
  accountSessionStore().getState().clearSession();
  sessionStorage.clear();
});

const user = {
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
};
const codeSent = { phoneNumber: '+33612345678', codeLength: 6, sentAt: NOW, expiresAt: NOW + 300_000, resendAvailableAt: NOW + 15_000 };
const loggedIn = { accessToken: 'jwt', tokenType: 'Bearer', expiresAt: NOW + 3_600_000, expiresIn: 3600, user, created: true, guestLinked: true };

/** A fake transport answering by path; an Error answers 4xx with its JSON message as the body. */
function fakeHttp(answers: (spec: RequestSpec) => unknown) {
  const calls: RequestSpec[] = [];
  const json = vi.fn(async (spec: RequestSpec, schema: { parse: (value: unknown) => unknown }) => {
    calls.push(spec);
    const answer = answers(spec);
    if (answer instanceof Error) {
      const { status, ...body } = JSON.parse(answer.message) as { status: number };
      return err({ type: 'http' as const, status, body });
    }
    return ok(schema.parse(answer));
  });
  return { http: { json } as unknown as Partial<HttpClient>, calls };
}

const APP = '/guest-app/app-1/auth';
const ORIGIN = `originPath=${encodeURIComponent('/me?leon=true')}`;

function answers(overrides: { login?: unknown; register?: unknown; guestUser?: unknown } = {}) {
  return (spec: RequestSpec): unknown => {
    if (spec.path === '/user-account/login/code') return codeSent;
    if (spec.path === '/user-account/login') return overrides.login ?? loggedIn;
    if (spec.path.endsWith('/register')) return overrides.register ?? { enrolled: true };
    if (spec.path.endsWith('/opt-in')) return new Error(JSON.stringify({ status: 500, type: 'down', message: 'x' }));
    if (spec.path.endsWith('/update')) return { email: 'ada@example.com' };
    if (spec.path === '/marketing/api/v1/guest-apps/app-1/users/acc-1') return overrides.guestUser ?? { email: null };
    if (spec.path === '/user-account/users/me') return user;
    throw new Error(`unexpected call ${spec.method} ${spec.path}`);
  };
}

async function toConfirm(fake: ReturnType<typeof fakeHttp>) {
  const app = await renderApp({ path: `${APP}/signup/migration?${ORIGIN}`, http: fake.http, api: { identity: {} } });
  const continueButton = await screen.findByRole('button', { name: 'Continue' });
  expect(continueButton.hasAttribute('disabled')).toBe(true);
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '06 12 34 56 78' } });
  fireEvent.click(screen.getByLabelText('Join the loyalty program and receive its offers'));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Enter your code' });
  expect(app.router.state.location.pathname).toBe(`${APP}/confirm/migration`);
  expect(app.router.state.location.search).toBe(`?${ORIGIN}`);
  return app;
}

function typeCode(code: string) {
  for (const [index, digit] of [...code].entries()) fireEvent.change(screen.getByLabelText(`Digit ${index + 1} of 6`), { target: { value: digit } });
}

describe('the migration sign-up (3 §4)', () => {
  test('signup/migration → confirm/migration → loggedIn/migration (register, opt-in) → email/migration?enrolled=true → originPath', async () => {
    const fake = fakeHttp(answers());
    const { router } = await toConfirm(fake);
    expect(fake.calls[0]).toMatchObject({ path: '/user-account/login/code', body: { phoneNumber: '+33612345678', countryCode: 'FR' } });
    // "Confirm continue is disabled until 6 digits are entered."
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Resend the code in 15 s' }).hasAttribute('disabled')).toBe(true);
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Your email address' });
    expect(router.state.location.pathname).toBe(`${APP}/email/migration`);
    expect(router.state.location.search).toBe(`?${ORIGIN}&enrolled=true`);
    expect(fake.calls.find((call) => call.path.endsWith('/register'))).toMatchObject({
      method: 'POST',
      path: '/marketing/public/api/v1/guest-apps/app-1/users/acc-1/register',
      body: { guestIdentificationParameters: { phoneNumber: '+33612345678', hasOptIn: true } },
      bearer: 'jwt',
    });
    // The opt-in carries the brands of the origin path; its failure is logged only and the flow goes on.
    expect(fake.calls.find((call) => call.path.endsWith('/opt-in'))).toMatchObject({
      method: 'PUT',
      path: '/consent-manager/v1/applications/app-1/users/acc-1/opt-in',
      body: { appId: 'app-1', userId: 'acc-1', hasOptIn: true, brands: [{ name: 'leon', consent: true }] },
    });

    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.blur(email);
    expect(screen.getByRole('alert').textContent).toBe('Invalid email');
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(email, { target: { value: ' Ada@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/me?leon=true'));
    expect(fake.calls.find((call) => call.path.endsWith('/update'))).toMatchObject({
      method: 'PUT',
      body: { email: 'ada@example.com', firstName: '_', lastName: '_' },
    });
  });

  test('a wrong code returns to confirm/migration?error=true with the error on the code input', async () => {
    const fake = fakeHttp(answers({ login: new Error(JSON.stringify({ status: 400, type: 'login.invalid_code', message: 'x' })) }));
    const { router } = await toConfirm(fake);
    typeCode('654321');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This code is not right. Check it and try again.');
    expect(router.state.location.search).toBe(`?${ORIGIN}&error=true`);
    expect(screen.getByLabelText('Digit 1 of 6').getAttribute('aria-invalid')).toBe('true');
  });

  test('a failed registration also returns to confirm?error=true', async () => {
    const fake = fakeHttp(answers({ register: new Error(JSON.stringify({ status: 409, type: 'guest-app-phone-mismatch', message: 'x' })) }));
    const { router } = await toConfirm(fake);
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${ORIGIN}&error=true`));
    expect(router.state.location.pathname).toBe(`${APP}/confirm/migration`);
  });

  test('the e-mail step: an e-mail in the origin path is saved and the user redirected; with an e-mail and not enrolled, straight to loyalty', async () => {
    accountSessionStore()
      .getState()
      .setSession({ userId: 'acc-1', accessToken: 'jwt', expiresAt: NOW + 3_600_000 });
    const withEmail = fakeHttp(answers());
    const origin = encodeURIComponent('/me?email=ada@example.com');
    const first = await renderApp({ path: `${APP}/email?originPath=${origin}&enrolled=true`, http: withEmail.http });
    await waitFor(() => expect(`${first.router.state.location.pathname}${first.router.state.location.search}`).toBe('/me?email=ada@example.com'));
    expect(withEmail.calls.find((call) => call.path.endsWith('/update'))).toMatchObject({ body: { email: 'ada@example.com' } });
    cleanup();

    const hasEmail = fakeHttp(answers({ guestUser: { email: 'ada@example.com' } }));
    const second = await renderApp({ path: `${APP}/email?enrolled=false`, http: hasEmail.http });
    // The guest app's loyalty page is apps/guest-app's: the router heads there and leaves with a document navigation.
    const headedTo: string[] = [];
    second.router.subscribe((state) => {
      if (state.navigation.location) headedTo.push(`${state.navigation.location.pathname}${state.navigation.location.search}`);
    });
    await waitFor(() => expect(headedTo).toContain('/guest-app/app-1/loyalty?fromSignInOrSignup=true'));
    expect(hasEmail.calls.some((call) => call.path.endsWith('/update'))).toBe(false);
  });

  test('confirm without a phone number on record starts the sign-up again', async () => {
    const { router } = await renderApp({ path: `${APP}/confirm/migration?${ORIGIN}`, http: fakeHttp(answers()).http });
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(router.state.location.pathname).toBe(`${APP}/signup/migration`);
  });
});
