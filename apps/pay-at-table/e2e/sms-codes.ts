import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * The newest 6-digit code the sandbox at `baseUrl` sent by SMS to `phoneNumber` (E.164), read from the outbox's JSON;
 * with `notCode`, waits for a code other than that one (a resent code).
 */
export async function smsCode(request: APIRequestContext, baseUrl: string, phoneNumber: string, notCode?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`${baseUrl}/sandbox/outbox.json`);
      const { messages } = (await answer.json()) as { messages: { channel: string; recipient: string; body: string }[] };
      const sms = messages.find((message) => message.channel === 'sms' && message.recipient === phoneNumber);
      code = sms?.body.match(/\b(\d{6})\b/)?.[1];
      return code !== undefined && code !== notCode;
    })
    .toBe(true);
  return code ?? '';
}

/** Pastes `text` into a code box: "paste of 6 digits fills all" (3 §5). */
export async function paste(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).evaluate((box, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
