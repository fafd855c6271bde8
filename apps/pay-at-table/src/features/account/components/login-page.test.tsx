import { err, ok, type HttpClient, type RequestSpec } from '@tableside/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { accountSessionStore } from '../../../lib/identity/account-session.js';
import { NOW } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(() => {
  cleanup();
  accountSessionStore().getState().clearSession();
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

function fakeHttp(answers: (spec: RequestSpec) => unknown) {
  const calls: RequestSpec[] = [];
  const json = vi.fn(async (spec: RequestSpec, schema: { parse: (value: unknown) => unknown }) => {
    calls.push(spec);
    const answer = answers(spec);
    return answer instanceof Error ? err({ type: 'http' as const, status: 400, body: JSON.parse(answer.message) }) : ok(schema.parse(answer));
  });
  return { http: { json } as unknown as Partial<HttpClient>, calls };
}

const codeSent = { phoneNumber: '+33612345678', codeLength: 6, sentAt: NOW, expiresAt: NOW + 300_000, resendAvailableAt: NOW + 15_000 };

async function toCodeStep(answers: (spec: RequestSpec) => unknown, now = () => NOW) {
  const fake = fakeHttp(answers);
  const app = await renderApp({ path: '/login?redirectToPath=%2Fvenues%2Fv%2Fbills%2Fb', http: fake.http, now, api: { identity: {} } });
  fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '06 12 34 56 78' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
  await screen.findByRole('heading', { name: 'Enter your code' });
  return { ...fake, ...app };
}

describe('login page (3 §4, §5)', () => {
  test('"Send button disabled if invalid"; leaving an invalid number shows login.invalid_phone with the number', async () => {
    await renderApp({ path: '/login', http: fakeHttp(() => codeSent).http });
    const field = await screen.findByLabelText('Mobile number');
    fireEvent.change(field, { target: { value: '+44 7700 900123' } });
    fireEvent.blur(field);
    expect(screen.getByRole('alert').textContent).toBe('We could not send a code to +44 7700 900123. Check the number and try again.');
    expect(screen.getByRole('button', { name: 'Send the code' }).hasAttribute('disabled')).toBe(true);
  });

  test('sends the number in E.164 with its country, then "paste of 6 digits fills all" and the code logs in', async () => {
    const { calls, router } = await toCodeStep((spec) =>
      spec.path === '/user-account/login/code'
        ? codeSent
        : { accessToken: 'jwt', tokenType: 'Bearer', expiresAt: NOW + 3_600_000, expiresIn: 3600, user, created: true, guestLinked: true },
    );
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/user-account/login/code', body: { phoneNumber: '+33612345678', countryCode: 'FR' } });
    expect(screen.getByText('We sent a 6-digit code to +33 6 12 34 56 78.')).toBeTruthy();
    const first = screen.getByLabelText('Digit 1 of 6');
    expect(first.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(true);
    fireEvent.paste(first, { clipboardData: { getData: () => '123 456' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => (screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement).value).join('')).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/venues/v/bills/b'));
    expect(calls[1]).toMatchObject({ path: '/user-account/login', body: { phoneNumber: '+33612345678', countryCode: 'FR', code: '123456' }, guest: true });
    expect(accountSessionStore().getState().session).toEqual({ userId: 'acc-1', accessToken: 'jwt', expiresAt: NOW + 3_600_000 });
  });

  test.each([
    ['login.invalid_code', 'This code is not right. Check it and try again.'],
    ['sms-code-locked', 'Too many wrong tries: this code no longer works. Ask for a new code.'],
    ['sms-code-expired', 'This code has expired. Ask for a new code.'],
  ])('a %s refusal shows its message on the code boxes', async (type, message) => {
    await toCodeStep((spec) => (spec.path === '/user-account/login/code' ? codeSent : new Error(JSON.stringify({ type, message: 'x' }))));
    for (const [index, digit] of [...'654321'].entries()) fireEvent.change(screen.getByLabelText(`Digit ${index + 1} of 6`), { target: { value: digit } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('Digit 1 of 6').getAttribute('aria-invalid')).toBe('true');
  });

  test('"Resend is disabled 15 s after each send", then sends again', async () => {
    let now = NOW;
    const { calls } = await toCodeStep(
      () => codeSent,
      () => now,
    );
    expect(screen.getByRole('button', { name: 'Resend the code in 15 s' }).hasAttribute('disabled')).toBe(true);
    now = NOW + 15_000;
    // The countdown reads the clock again within a second.
    const resend = await screen.findByRole('button', { name: 'Resend the code' });
    expect(resend.hasAttribute('disabled')).toBe(false);
    fireEvent.click(resend);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(await screen.findByText('A new code is on its way.')).toBeTruthy();
  });
});
