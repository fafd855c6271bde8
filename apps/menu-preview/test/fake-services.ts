import { createApiClient, err, ok } from '@tableside/api-client';
import type { DocumentStore } from '@tableside/realtime';
import * as z from 'zod/mini';
import type { MenuPreviewServices } from '../src/app/services.js';

const U = 100_000;
const eur = (euros: number) => ({ amount: euros * U, currency: 'EUR' });

/** A menu in the wire shape, with a product per kind the preview shows. */
export const carte = {
  id: 'fr-carte',
  name: 'La carte',
  shortDescription: 'Lunch and dinner',
  categories: [
    {
      id: 'starters',
      name: 'Starters',
      elements: [
        {
          type: 'PRODUCT',
          product: {
            id: 'soup',
            productType: 'PRODUCT',
            name: 'Soup',
            price: eur(8),
            isAvailableForOrder: true,
            tags: [{ id: 'veg', name: 'Vegetarian' }],
            allergens: [{ id: 'celery', name: 'Celery' }],
          },
        },
        { type: 'BLOCK', block: { id: 'happy', title: 'Happy hour', description: '5 to 7' } },
      ],
    },
    {
      id: 'mains',
      name: 'Mains',
      elements: [
        {
          type: 'PRODUCT',
          product: {
            id: 'steak',
            productType: 'PRODUCT',
            name: 'Steak',
            price: eur(20),
            isAvailableForOrder: true,
            subProductIds: ['cooking'],
            relatedProducts: ['soup'],
          },
        },
      ],
    },
  ],
  products: [],
};

export const brunch = { id: 'fr-brunch', name: 'Brunch', categories: [] };

export const steakDetail = {
  id: 'steak',
  productType: 'PRODUCT',
  name: 'Steak',
  price: eur(20),
  isAvailableForOrder: true,
  calories: 650,
  subProductIds: ['cooking'],
  relatedProducts: ['soup'],
  menuId: 'fr-carte',
  subProducts: [
    { id: 'cooking', productType: 'MODIFIER_GROUP', name: 'Cooking', min: 1, max: 1, subProductIds: ['rare', 'medium'] },
    { id: 'rare', productType: 'MODIFIER', name: 'Rare' },
    { id: 'medium', productType: 'MODIFIER', name: 'Medium' },
  ],
};

type Route = { status: number; body: unknown } | (() => { status: number; body: unknown });

export interface FakeBackend {
  routes: Map<string, Route>;
  documents: Map<string, unknown>;
  storeFails: boolean;
}

/** A backend scripted by path: the real api-client over a fake `fetch`, and a document store over a map. */
export function fakeServices(overrides: Partial<Pick<FakeBackend, 'storeFails'>> = {}) {
  const backend: FakeBackend = {
    storeFails: overrides.storeFails ?? false,
    documents: new Map<string, unknown>([
      ['menu_venues/venue-paris', { venueId: 'venue-paris', businessId: 'business-paris' }],
      ['unavailable_products/business-paris', { unavailableProducts: [] }],
    ]),
    routes: new Map<string, Route>([
      [
        '/consultation/businesses/business-paris',
        {
          status: 200,
          body: {
            id: 'business-paris',
            name: 'Paris bistro',
            currency: 'EUR',
            defaultLanguage: 'FR',
            languages: ['FR', 'EN'],
            menuPublication: { url: '/pub.json' },
          },
        },
      ],
      ['/pub.json', { status: 200, body: { menus: [carte, brunch] } }],
      ['/consultation/businesses/business-paris/menus', { status: 200, body: { menus: [carte, brunch] } }],
      ['/consultation/businesses/business-paris/menus/fr-carte/products/steak', { status: 200, body: steakDetail }],
    ]),
  };
  const fetchImpl = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input));
    const route = backend.routes.get(url.pathname);
    const reply = typeof route === 'function' ? route() : (route ?? { status: 404, body: { code: 'not-found' } });
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  const get: DocumentStore['get'] = async (path, schema) => {
    if (backend.storeFails) return err({ code: 'unavailable', message: 'offline' });
    const raw = backend.documents.get(path);
    if (raw === undefined) return ok({ path, exists: false, data: null, version: 0 });
    return ok({ path, exists: true, data: z.parse(schema, raw), version: 1 });
  };
  const services: MenuPreviewServices = {
    api: createApiClient({ baseUrl: 'http://api.test', fetch: fetchImpl, sleep: async () => undefined }),
    documents: { get },
    now: () => Date.UTC(2026, 5, 3, 12, 0),
  };
  return { services, backend };
}
