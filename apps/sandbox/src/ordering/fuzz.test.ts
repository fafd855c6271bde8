import { openTabRequestSchema, orderRequestSchema, orderSessionRequestSchema, registerTabRequestSchema } from '@tableside/ordering';
import { unavailableProductsDocumentSchema } from '@tableside/menu-availability';
import { ordering } from '@tableside/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { seedIds } from '../seed/seed-ids.js';
import { orderingSeedIds } from './plugin.js';
import { startOrdering, type StartedOrdering } from './testing/start-ordering.js';

let sb: StartedOrdering;

beforeAll(async () => {
  sb = await startOrdering();
}, 60_000);
afterAll(async () => {
  await sb.close();
}, 60_000);

const table = seedIds.tables.parisFresh;
const validOrder = {
  businessId: 'business-paris-bistro',
  experienceId: `experience-${table.venueId}`,
  items: [{ id: 'fr-tarte', name: 'Tarte', quantity: 1, menuId: 'fr-carte', subItems: [] }],
  idempotencyKey: 'fuzz',
  sessionId: 'fuzz-session',
};

const routes: { method: 'POST' | 'PUT'; url: string; schema: z.core.$ZodType; valid: Record<string, unknown> }[] = [
  { method: 'POST', url: `/sunday-device-manager/hybrid/tables/${table.tableId}/orders`, schema: orderRequestSchema, valid: validOrder },
  {
    method: 'POST',
    url: '/ordering/order-sessions',
    schema: orderSessionRequestSchema,
    valid: { businessId: 'business-paris-bistro', tableId: table.tableId, sessionId: 's' },
  },
  {
    method: 'POST',
    url: '/consultation/businesses/business-paris-bistro/upsell-products',
    schema: ordering.upsellProductsBodySchema,
    valid: { items: [{ productId: 'fr-steak', menuId: 'fr-carte' }] },
  },
  { method: 'POST', url: `/billing/businesses/${orderingSeedIds.venues.tab.businessId}/tab`, schema: ordering.emptyTabBodySchema, valid: {} },
  {
    method: 'PUT',
    url: `/billing/businesses/${orderingSeedIds.venues.tab.businessId}/tabs/tab-x`,
    schema: registerTabRequestSchema,
    valid: { customer: { firstName: 'A', lastName: 'B' } },
  },
  {
    method: 'PUT',
    url: '/billing/v1/tabs',
    schema: openTabRequestSchema,
    valid: { tableId: table.tableId, authorization: { id: 'pi', amount: { amount: 100000, currency: 'EUR' } } },
  },
  {
    method: 'PUT',
    url: '/sandbox/businesses/business-paris-bistro/unavailable-products',
    schema: unavailableProductsDocumentSchema,
    valid: { unavailableProducts: [] },
  },
];

async function statusOf(method: 'POST' | 'PUT', url: string, payload: string) {
  const response = await sb.app.inject({ method, url, payload, headers: { 'content-type': 'application/json' } });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

function expectClientError(answer: { status: number; body: Record<string, unknown> }) {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(typeof answer.body['type']).toBe('string');
  expect(typeof answer.body['message']).toBe('string');
}

describe('malformed input gets a 4xx JSON {type, message}, never a 5xx', () => {
  test.each(routes)('$method $url: any JSON that is not the body', async ({ method, url, schema }) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        fc.pre(!z.safeParse(schema, body).success);
        expectClientError(await statusOf(method, url, JSON.stringify(body)));
      }),
      { numRuns: 30 },
    );
  });

  test.each(routes.filter((route) => Object.keys(route.valid).length > 0))(
    '$method $url: the valid body with one field replaced',
    async ({ method, url, schema, valid }) => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...Object.keys(valid)), fc.jsonValue(), async (key, value) => {
          const body = { ...valid, [key]: value };
          fc.pre(!z.safeParse(schema, body).success);
          const answer = await statusOf(method, url, JSON.stringify(body));
          expectClientError(answer);
          expect(String(answer.body['message'])).toContain(`body.${key}`);
        }),
        { numRuns: 30 },
      );
    },
  );

  test.each(routes)('$method $url: text that is not JSON', async ({ method, url }) => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), async (text) => {
        // Whitespace alone is an empty body, which the tab-creation route asks for.
        fc.pre(!isJson(text) && text.trim() !== '');
        expectClientError(await statusOf(method, url, text));
      }),
      { numRuns: 20 },
    );
  });

  test('path segments of any text are never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 300 }), async (segment) => {
        const id = encodeURIComponent(segment);
        for (const url of [
          `/consultation/businesses/${id}`,
          `/consultation/businesses/${id}/menus/${id}/products/${id}`,
          `/marketing/public/businesses/business-paris-bistro/menu/${id}`,
          `/menu-publications/${id}/${id}`,
          `/sandbox/orders/${id}`,
        ]) {
          const response = await sb.app.inject({ method: 'GET', url });
          expect(response.statusCode).toBeLessThan(500);
        }
      }),
      { numRuns: 30 },
    );
  });
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
