import type { Page, Request } from '@playwright/test';
import { cardFrame, expect, expectNoAxeViolations, fillCard, test } from './fixtures.js';
import { startStack, type Stack } from './stack.js';

/**
 * Issue 11, PCI SAQ A: the card fields live in a frame served from the payment provider's origin (the sandbox's
 * second listener). The card number never reaches the app: not its DOM, not its storage, not a request to its
 * origin. This journey runs on a stack of its own, so its bill is untouched by other journeys.
 */
let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack.close();
});

const NUMBER = '4242424242424242';
const TYPED = '4242 4242 4242 4242';
/** The number as digits, with spaces or dashes between groups. */
const anyForm = /4242[\s-]*4242[\s-]*4242[\s-]*4242/;
const encoded = (text: string) => [text, encodeURIComponent(text), encodeURIComponent(TYPED), TYPED.replace(/ /g, '+')];

interface Seen {
  readonly url: string;
  readonly body: string;
}

function recordRequests(page: Page, origin: string): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).origin === origin) seen.push({ url: request.url(), body: request.postData() ?? '' });
  });
  return seen;
}

/** Everything the app keeps in the browser: localStorage, sessionStorage and every IndexedDB store's records. */
async function appStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump: Record<string, unknown> = { local: { ...localStorage }, session: { ...sessionStorage } };
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const name = info.name;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error(`cannot open ${name}`));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        dump[`${name}/${store}`] = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store, 'readonly').objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error ?? new Error(`cannot read ${store}`));
        });
      }
      db.close();
    }
    return JSON.stringify(dump);
  });
}

/** From the table's QR code to the payment page for the whole bill, with no tip where a tips page is offered. */
async function toPaymentPage(page: Page, table: { venueId: string; deviceId: string }) {
  await page.goto(`${stack.url}/venues/${table.venueId}/tables/${table.deviceId}`);
  await page.getByRole('button', { name: /Pay or split the (check|bill)/ }).click();
  await page
    .getByRole('dialog', { name: 'How would you like to pay?' })
    .getByRole('button', { name: /^Pay the full (check|bill)$/ })
    .click();
  // A tips page where the venue offers one (not in GB with a service charge), else straight to payment.
  const noTip = page.getByRole('radio', { name: 'No tip' });
  const frame = page.locator('iframe[src*="/sandbox-payments/card-frame"]');
  await expect(noTip.or(frame)).toBeVisible();
  if (await noTip.isVisible()) {
    await noTip.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // US venues confirm a tip below the usual amount (2-paying §4 "Tips").
    const belowAverage = page.getByRole('dialog', { name: 'Your tip is below the usual amount' });
    await expect(belowAverage.or(frame)).toBeVisible();
    if (await belowAverage.isVisible()) await belowAverage.getByRole('button', { name: 'Keep my tip' }).click();
  }
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
}

function expectNoCardNumber(text: string, where: string) {
  for (const form of encoded(NUMBER)) expect(text.includes(form), `${where} holds the card number (${form})`).toBe(false);
  expect(text, where).not.toMatch(anyForm);
}

test('a card payment in sandbox mode: the card number never enters the app, only a payment-method id does', async ({ page }) => {
  // The whole payment with its checks, on a loaded machine: more than the default minute.
  test.setTimeout(180_000);
  const appOrigin = new URL(stack.url).origin;
  const cardOrigin = new URL(stack.cardUrl).origin;
  expect(cardOrigin).not.toBe(appOrigin);
  const toApp = recordRequests(page, appOrigin);
  const toCardOrigin = recordRequests(page, cardOrigin);

  await toPaymentPage(page, stack.seedIds.tables.parisFresh);

  // The card page is framed from the provider's origin, for this app origin, with a name.
  const frameElement = page.locator('iframe[src*="/sandbox-payments/card-frame"]');
  await expect(frameElement).toHaveAttribute('title', 'Card details');
  const src = new URL((await frameElement.getAttribute('src')) ?? '');
  expect(src.origin).toBe(cardOrigin);
  expect(src.searchParams.get('origin')).toBe(appOrigin);
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
  await expectNoAxeViolations(page, 'payment page with the provider card frame');

  await fillCard(page, TYPED);
  // Typed, not yet paid: the app's own DOM has no card field and no number.
  expectNoCardNumber(await page.content(), 'the app DOM (main frame)');
  expect(await page.locator('input[autocomplete="cc-number"]').count()).toBe(0);

  // Messages that do not come from the card page's origin and window are ignored: a forged "submit" would pay, a
  // forged "resize" would collapse the frame.
  const height = await frameElement.evaluate((element) => element.getBoundingClientRect().height);
  const engagesBefore = toApp.filter((seen) => seen.url.includes('/engage-payment')).length;
  await page.evaluate(() => {
    window.postMessage({ source: 'tableside-card-frame', type: 'submit' }, window.location.origin);
    window.postMessage({ source: 'tableside-card-frame', type: 'resize', height: 3 }, window.location.origin);
  });
  // The page's own message round trip: once a later message arrives, the forged ones were handled (and ignored).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = (event: MessageEvent) => {
          if (event.data === 'card-frame-journey:after') {
            window.removeEventListener('message', done);
            resolve();
          }
        };
        window.addEventListener('message', done);
        window.postMessage('card-frame-journey:after', window.location.origin);
      }),
  );
  expect(toApp.filter((seen) => seen.url.includes('/engage-payment')).length).toBe(engagesBefore);
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  expect(await frameElement.evaluate((element) => element.getBoundingClientRect().height)).toBe(height);

  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Thank you, your payment went through' })).toBeVisible();

  // The card went to the provider's origin only (which shows the check would see it), and the app confirmed with the id.
  expect(toCardOrigin.some((seen) => seen.url.endsWith('/sandbox-payments/payment-methods') && seen.body.includes(NUMBER))).toBe(true);
  const confirm = toApp.find((seen) => /\/sandbox-payments\/payment-intents\/[^/]+\/confirm$/.test(seen.url));
  expect(confirm?.body).toMatch(/"paymentMethod":\{"type":"card","paymentMethodId":"pm_[0-9a-f]{32}"\}/);
  for (const seen of toApp) {
    expectNoCardNumber(seen.url, `request URL ${seen.url}`);
    expectNoCardNumber(seen.body, `request body to ${seen.url}`);
  }
  expectNoCardNumber(await page.content(), 'the app DOM after paying');
  expectNoCardNumber(await appStorage(page), 'the app storage (localStorage, sessionStorage, IndexedDB)');
  await expectNoAxeViolations(page, 'success page');
});

test('the declined card 0002 is declined through the frame, and the page stays for another card', async ({ page }) => {
  await toPaymentPage(page, stack.seedIds.tables.londonFresh);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'recoverable failure after a declined card');
});

test('an invalid card number is marked inside the frame, in the diner language, and nothing is charged', async ({ page }) => {
  const toApp = recordRequests(page, new URL(stack.url).origin);
  await toPaymentPage(page, stack.seedIds.tables.newYorkFresh);
  await fillCard(page, '4242 4242 4242 4241');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(cardFrame(page).getByRole('alert')).toHaveText('Please check the card details.');
  await expect(cardFrame(page).getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  expect(toApp.filter((seen) => seen.url.includes('/sandbox-payments/payment-intents'))).toEqual([]);
  await expectNoAxeViolations(page, 'payment page with an invalid card marked in the frame');
});
