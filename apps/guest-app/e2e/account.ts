import { expect, type APIRequestContext, type Page } from '@playwright/test';

let phoneSeq = 0;

/** A fresh valid French mobile number (E.164). */
export function freshPhone(): string {
  phoneSeq += 1;
  return `+33678${String(process.pid % 100).padStart(2, '0')}${String(Date.now() % 100).padStart(2, '0')}${String(phoneSeq).padStart(2, '0')}`;
}

/** The newest 6-digit code the sandbox sent by SMS to `phoneNumber`, read from the outbox's JSON. */
export async function smsCode(request: APIRequestContext, baseUrl: string, phoneNumber: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`${baseUrl}/sandbox/outbox.json`);
      const { messages } = (await answer.json()) as { messages: { channel: string; recipient: string; body: string }[] };
      code = messages.find((message) => message.channel === 'sms' && message.recipient === phoneNumber)?.body.match(/\b(\d{6})\b/)?.[1];
      return code !== undefined;
    })
    .toBe(true);
  return code ?? '';
}

/**
 * Logs an account in through the account API (SMS code from the outbox) and keeps its session where pay-at-table's
 * login keeps it (`tableside.account` in local storage), as a diner who logged in earlier would have it.
 */
export async function logIn(page: Page, baseUrl: string): Promise<{ userId: string; accessToken: string }> {
  const phoneNumber = freshPhone();
  expect((await page.request.post(`${baseUrl}/user-account/login/code`, { data: { phoneNumber } })).status()).toBe(202);
  const code = await smsCode(page.request, baseUrl, phoneNumber);
  const answer = await page.request.post(`${baseUrl}/user-account/login`, { data: { phoneNumber, code } });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { accessToken: string; expiresAt: number; user: { id: string } };
  const session = { userId: body.user.id, accessToken: body.accessToken, expiresAt: body.expiresAt };
  await page.goto(`${baseUrl}/guest-app`);
  await page.evaluate((value) => localStorage.setItem('tableside.account', JSON.stringify({ state: { session: value }, version: 1 })), session);
  return session;
}
