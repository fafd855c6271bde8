import { branding as contract } from '@tableside/contracts';
import { lenientCustomization, type Customization } from '@tableside/contracts/branding';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import { serve } from '../http/contract-route.js';
import { sendErrorAnswer } from '../http/error-handler.js';
import { notFound } from '../http/http-error.js';
import type { DocumentStore } from '../realtime/document-store.js';

/**
 * The seed enrollments' customizations (3-menus §3). The New York diner's is the dark theme: a navy brand background
 * (light text by the luminance rule), a purple accent, its logo, cover, welcome text and two banners. It has no social
 * pages or website, so its burger menu keeps only the account and cookie items.
 */
export const seedCustomizations: Readonly<Record<string, Customization>> = {
  'enrollment-new-york-diner': {
    logo: { url: '/sandbox/menu-images/logo-liberty-diner.svg', width: 64, height: 64 },
    cover: { url: '/sandbox/menu-images/cover-liberty-diner.svg' },
    welcomeText: 'Welcome to Liberty Diner: breakfast all day, every day.',
    banners: [
      { title: 'Bottomless coffee', description: 'Refills on the house with any breakfast plate.' },
      {
        title: 'Pancake Tuesdays',
        description: 'A second stack for half price.',
        linkUrl: 'https://liberty-diner.example/pancakes',
        linkLabel: 'See the offer',
        imageUrl: '/sandbox/menu-images/us-pancakes.svg',
      },
    ],
    theme: { background: { brand: '#14213d' }, color: '#7b2cbf' },
  },
};

/**
 * `GET marketing/public/api/v1/enrollments/{id}/customization` (3-menus §7): the enrollment's seeded customization,
 * with the fields its venue's realtime document `customization` sets on top (a venue configured later wins). Every field is
 * read leniently: a stored field that breaks the contract (a `javascript:` link, a colour that is not hex) is left out.
 */
export function brandingRoutes(app: FastifyInstance, db: SandboxDb, store: DocumentStore): void {
  serve(app, contract.enrollmentCustomization, async (request) => {
    const enrollmentId = request.params.id;
    const [row] = await rows(db, sql`SELECT id FROM venues WHERE data->>'enrollmentId' = ${enrollmentId} ORDER BY id LIMIT 1`);
    if (!row) throw notFound('enrollment-not-found', `params.id: enrollment ${enrollmentId} was not found`, 'params.id');
    const venue: unknown = (await store.get(`venues/${String(row.id)}`)).data;
    const stored = typeof venue === 'object' && venue !== null && 'customization' in venue ? venue.customization : undefined;
    return { ...lenientCustomization(seedCustomizations[enrollmentId]), ...lenientCustomization(stored) };
  });
}

/** Registers the branding routes in their own scope. */
export async function brandingPlugin(app: FastifyInstance, options: { db: SandboxDb; store: DocumentStore }): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => sendErrorAnswer(error, request, reply));
    brandingRoutes(scope, options.db, options.store);
  });
}
