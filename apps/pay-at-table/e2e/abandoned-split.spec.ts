import type { APIRequestContext, Page } from '@playwright/test';
import { seedIds } from '@tableside/sandbox';
import { expect, expectNoAxeViolations, fillCard, test } from './fixtures.js';
import { startStack, type Stack } from './stack.js';

/**
 * Issue 10 "An abandoned split blocks everyone": a split's reservation is a lease. This journey runs on its own
 * stack whose issued-split lease is short, so an abandoned split lapses within seconds.
 */
const LEASE_MS = 6_000;

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack({ leases: { issuedMs: LEASE_MS, sweepMs: 200 } });
});
test.afterAll(async () => {
  await stack.close();
});

const table = seedIds.tables.parisFresh;
const billPath = `/venues/${table.venueId}/bills/${table.billId}`;

async function scan(page: Page): Promise<void> {
  await page.goto(`/venues/${table.venueId}/tables/${table.deviceId}`);
  await expect(page).toHaveURL(new RegExp(`${billPath}$`));
  await expect(page.getByText('Left to pay')).toBeVisible();
}

async function tapPayFullBill(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page.getByRole('dialog', { name: 'How would you like to pay?' }).getByRole('button', { name: 'Pay the full check' }).click();
  await expect(page).toHaveURL(/\/splits\/[^/]+\/tips$/);
  await expect(page.getByRole('heading', { name: 'Add a tip' })).toBeVisible();
}

/** The bill as the sandbox publishes it (what every diner's page reads live). */
async function published(api: APIRequestContext): Promise<{ leftToPay: { amount: number }; forecastedLeftToPay: { amount: number } }> {
  const answer = await api.get(`/realtime/docs/bills/${table.billId}`);
  return (await answer.json()).data;
}

test('(issue 10) a diner who leaves on the tips page releases the bill after the lease: the other pays it all, the first is told plainly and can start again', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL: stack.url });
  const first = await browser.newContext({ baseURL: stack.url });
  const second = await browser.newContext({ baseURL: stack.url });
  try {
    // Diner A taps "Pay full bill" and reaches the tips page: the whole bill is reserved.
    const pageA = await first.newPage();
    await scan(pageA);
    const start = await published(api);
    expect(start.leftToPay.amount).toBeGreaterThan(0);
    await tapPayFullBill(pageA);
    const splitUrl = pageA.url();
    await expect.poll(async () => (await published(api)).forecastedLeftToPay.amount, { timeout: 30_000 }).toBe(0);

    // While A's page is open its heartbeat keeps the reservation past one lease (5 beats, a third of a lease apart).
    for (let beat = 0; beat < 5; beat++) {
      await pageA.waitForResponse((response) => response.url().endsWith('/heartbeat') && response.status() === 200, { timeout: 30_000 });
    }
    expect((await published(api)).forecastedLeftToPay.amount).toBe(0);

    // A pockets the phone: the page goes away, the heartbeats stop, and the lease lapses.
    await pageA.close();
    await expect.poll(async () => (await published(api)).forecastedLeftToPay.amount, { timeout: 60_000 }).toBe(start.leftToPay.amount);

    // A comes back to the tips page: told plainly, and led back to the bill to start again.
    const pageA2 = await first.newPage();
    await pageA2.goto(splitUrl);
    await expect(pageA2.getByRole('heading', { name: 'Your split was released' })).toBeVisible({ timeout: 30_000 });
    await expect(pageA2.getByText('Your split was released because you were away. Nothing was charged. Start again from the check.')).toBeVisible();
    await expectNoAxeViolations(pageA2, 'released split');
    await pageA2.getByRole('button', { name: 'Back to the check to start again' }).click();
    await expect(pageA2).toHaveURL(new RegExp(`${billPath}$`));
    await expect(pageA2.getByRole('button', { name: 'Pay or split the check' })).toBeEnabled();

    // Diner B now pays the full bill.
    const pageB = await second.newPage();
    await scan(pageB);
    await tapPayFullBill(pageB);
    await pageB.getByRole('radio', { name: 'No tip' }).check();
    await pageB.getByRole('button', { name: 'Continue' }).click();
    await expect(pageB).toHaveURL(/\/payment-intents\/new$/);
    await fillCard(pageB, '4242 4242 4242 4242');
    await pageB.getByRole('button', { name: /^Pay / }).click();
    await expect(pageB).toHaveURL(/\/success$/, { timeout: 30_000 });
    await expect(pageB.getByRole('heading', { name: 'Thank you, your payment went through' })).toBeVisible();
    await expect.poll(async () => (await published(api)).leftToPay.amount, { timeout: 30_000 }).toBe(0);
  } finally {
    await first.close();
    await second.close();
    await api.dispose();
  }
});
