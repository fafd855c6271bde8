import { z } from 'zod';
import type { SandboxDb } from '../../db/types.js';
import { PAYMENT_METHODS_PATH } from '../card-page.js';
import { tokenizeCard } from '../payment-intent-machine.js';
import { paymentMethods } from '../schema.js';

const configSchema = z.object({ cardFrameOrigin: z.string() });
const paymentMethodSchema = z.object({ id: z.string().regex(/^pm_/) });

/** The card expiry the tests use unless they say otherwise (far in the future). */
const FAR_EXPIRY = { expMonth: 12, expYear: 2040 } as const;

/**
 * Tokenizes a test card the way the card page does: it asks the sandbox (`baseUrl`) where its card origin is, then
 * posts the card there. Answers the payment-method id the app confirms with.
 */
export async function tokenizeTestCard(baseUrl: string, number: string, expiry: { expMonth: number; expYear: number } = FAR_EXPIRY): Promise<string> {
  const config = await fetch(`${baseUrl.replace(/\/$/, '')}/sandbox-payments/config`);
  if (!config.ok) throw new Error(`GET /sandbox-payments/config answered ${config.status}`);
  const { cardFrameOrigin } = configSchema.parse(await config.json());
  const created = await fetch(`${cardFrameOrigin}${PAYMENT_METHODS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'card', number, cvc: '123', ...expiry }),
  });
  if (created.status !== 201) throw new Error(`POST ${PAYMENT_METHODS_PATH} answered ${created.status} ${await created.text()}`);
  return paymentMethodSchema.parse(await created.json()).id;
}

/** Stores a tokenized test card straight in the database (for tests of the routes without the card origin). */
export async function storeTestCard(db: SandboxDb, number: string, expiry: { expMonth: number; expYear: number } = FAR_EXPIRY): Promise<string> {
  const card = tokenizeCard({ type: 'card', number: number.replace(/\s+/g, ''), cvc: '123', ...expiry });
  const id = `pm_${crypto.randomUUID().replace(/-/g, '')}`;
  await db
    .insert(paymentMethods)
    .values({ id, brand: card.brand, last4: card.last4, behaviour: card.behaviour, expMonth: card.expMonth, expYear: card.expYear, createdAt: Date.now() });
  return id;
}
