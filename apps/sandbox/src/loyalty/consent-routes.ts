import { randomUUID } from 'node:crypto';
import { loyalty as contract } from '@tableside/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { rows } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import { serve } from '../http/contract-route.js';
import type { CallerAuth } from './caller.js';
import { refusal, toData, type LoyaltyStore } from './loyalty-store.js';

type UserPreference = z.output<typeof contract.userPreferenceBodySchema>;

/**
 * The cookie preferences every user starts with (3 §3 cookie preference, §4 Cookies): essential cannot be changed
 * and is always accepted; functional can be, and is refused until the user accepts it.
 */
export const DEFAULT_COOKIE_PREFERENCES: readonly (UserPreference & { needToBeChanged: boolean })[] = [
  { id: 'essential', preferenceId: { id: 'cookie-essential' }, type: 'essential', userStatus: 'ACCEPTED', needToBeChanged: false },
  { id: 'functional', preferenceId: { id: 'cookie-functional' }, type: 'functional', userStatus: 'REFUSED', needToBeChanged: true },
];

export interface ConsentRouteDeps {
  db: SandboxDb;
  now: () => number;
  callers: CallerAuth;
  store: LoyaltyStore;
}

export async function seedGuestDataCollections(db: SandboxDb, collections: readonly { id: string; businessId: string; active: boolean }[]): Promise<void> {
  for (const c of collections) {
    await db.execute(sql`INSERT INTO consent_collections (id, business_id, active) VALUES (${c.id}, ${c.businessId}, ${c.active}) ON CONFLICT (id) DO NOTHING`);
  }
}

/**
 * The saved preferences merged over the defaults: each known item keeps the user's status unless it cannot be changed
 * (always ACCEPTED, 3 §4). An unknown item in a body is 400 `unknown-cookie-preference`.
 */
function merged(saved: readonly UserPreference[] | undefined) {
  return DEFAULT_COOKIE_PREFERENCES.map((item) => {
    const mine = saved?.find((s) => s.id === item.id);
    return { ...item, userStatus: item.needToBeChanged && mine ? mine.userStatus : item.userStatus };
  });
}

function checkKnown(preferences: readonly UserPreference[]): void {
  preferences.forEach((preference, index) => {
    const known = DEFAULT_COOKIE_PREFERENCES.find((item) => item.id === preference.id);
    if (!known || known.preferenceId.id !== preference.preferenceId.id || known.type !== preference.type) {
      throw refusal(
        400,
        'unknown-cookie-preference',
        `body.userPreferences.${index}: ${preference.id} is not a cookie preference (essential, functional)`,
        `body.userPreferences.${index}`,
      );
    }
  });
}

/** The consent-manager calls of 3 §7. */
export function registerConsentRoutes(scope: FastifyInstance, deps: ConsentRouteDeps): void {
  const { db, callers } = deps;

  const readPreferences = async (scopeKey: string, userId: string) => {
    const [row] = await rows(db, sql`SELECT data FROM consent_cookies WHERE scope = ${scopeKey} AND user_id = ${userId}`);
    const saved = row ? (toData(row.data) as UserPreference[]) : undefined;
    return { userPreferences: merged(saved), saved: row !== undefined };
  };
  const savePreferences = async (scopeKey: string, userId: string, preferences: readonly UserPreference[]) => {
    checkKnown(preferences);
    const stored = merged(preferences).map(({ needToBeChanged: _n, ...item }) => item);
    await db.execute(sql`INSERT INTO consent_cookies (scope, user_id, data, updated_at) VALUES (${scopeKey}, ${userId}, ${JSON.stringify(stored)}::jsonb, ${deps.now()})
      ON CONFLICT (scope, user_id) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`);
    return readPreferences(scopeKey, userId);
  };

  serve(scope, contract.getGuestDataCollection, async (request, reply) => {
    const [row] = await rows(db, sql`SELECT id, business_id, active FROM consent_collections WHERE id = ${request.params.id}`);
    if (!row) throw refusal(404, 'guest-data-collection-not-found', `params.id: guest data collection ${request.params.id} was not found`, 'params.id');
    return reply.send({ id: String(row.id), businessId: String(row.business_id), active: row.active === true });
  });

  serve(scope, contract.sendPromotionOptIn, async (request, reply) => {
    const body = request.body;
    if (body.userId !== undefined) await callers.requireUser(request, reply, body.userId, 'body.userId');
    if (!(await deps.store.businessExists(body.businessId))) {
      throw refusal(404, 'business-not-found', `body.businessId: business ${body.businessId} was not found`, 'body.businessId');
    }
    const id = `opt-in-${randomUUID()}`;
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO consent_opt_ins (id, business_id, user_id, data, created_at) VALUES (${id}, ${body.businessId}, ${body.userId ?? null}, ${JSON.stringify(body)}::jsonb, ${deps.now()})`,
      );
      if (body.userId !== undefined) {
        await tx.execute(sql`INSERT INTO consent_venue (user_id, business_id, venue_consent, updated_at) VALUES (${body.userId}, ${body.businessId}, ${body.venueOptIn}, ${deps.now()})
          ON CONFLICT (user_id, business_id) DO UPDATE SET venue_consent = EXCLUDED.venue_consent, updated_at = EXCLUDED.updated_at`);
      }
    });
    return reply.status(201).send({ id });
  });

  serve(scope, contract.getVenueConsent, async (request, reply) => {
    const { userId, businessId } = request.params;
    await callers.requireUser(request, reply, userId);
    const [row] = await rows(db, sql`SELECT venue_consent FROM consent_venue WHERE user_id = ${userId} AND business_id = ${businessId}`);
    return reply.send({ userId, businessId, venueConsent: row?.venue_consent === true });
  });

  serve(scope, contract.getUserCookies, async (request, reply) => {
    await callers.requireUser(request, reply, request.params.userId);
    return reply.send(await readPreferences('user', request.params.userId));
  });

  serve(scope, contract.putUserCookies, async (request, reply) => {
    await callers.requireUser(request, reply, request.params.userId);
    return reply.send(await savePreferences('user', request.params.userId, request.body.userPreferences));
  });

  serve(scope, contract.getApplicationPreferences, async (request, reply) => {
    await callers.requireUser(request, reply, request.params.userId);
    return reply.send(await readPreferences(`app:${request.params.appId}`, request.params.userId));
  });

  serve(scope, contract.saveApplicationPreferences, async (request, reply) => {
    await callers.requireUser(request, reply, request.params.userId);
    return reply.send(await savePreferences(`app:${request.params.appId}`, request.params.userId, request.body.userPreferences));
  });

  const readOptIn = async (appId: string, userId: string) => {
    const [row] = await rows(db, sql`SELECT has_opt_in, brands FROM consent_brand_opt_ins WHERE app_id = ${appId} AND user_id = ${userId}`);
    const brands = (row ? toData(row.brands) : {}) as Partial<Record<contract.BrandName, boolean>>;
    return { appId, userId, hasOptIn: row?.has_opt_in === true, brands: contract.BRAND_NAMES.map((name) => ({ name, consent: brands[name] === true })) };
  };

  serve(scope, contract.getBrandOptIn, async (request, reply) => {
    await callers.requireUser(request, reply, request.params.userId);
    return reply.send(await readOptIn(request.params.appId, request.params.userId));
  });

  serve(scope, contract.putBrandOptIn, async (request, reply) => {
    const { appId, userId } = request.params;
    await callers.requireUser(request, reply, userId);
    const body = request.body;
    if (body.appId !== undefined && body.appId !== appId) throw refusal(400, 'invalid-request', "body.appId: must be the path's appId", 'body.appId');
    if (body.userId !== undefined && body.userId !== userId) throw refusal(400, 'invalid-request', "body.userId: must be the path's userId", 'body.userId');
    await db.transaction(async (tx) => {
      const [row] = await rows(tx, sql`SELECT brands FROM consent_brand_opt_ins WHERE app_id = ${appId} AND user_id = ${userId} FOR UPDATE`);
      const brands = { ...((row ? toData(row.brands) : {}) as Record<string, boolean>) };
      for (const brand of body.brands ?? []) brands[brand.name] = brand.consent;
      await tx.execute(sql`INSERT INTO consent_brand_opt_ins (app_id, user_id, has_opt_in, brands, updated_at) VALUES (${appId}, ${userId}, ${body.hasOptIn}, ${JSON.stringify(brands)}::jsonb, ${deps.now()})
        ON CONFLICT (app_id, user_id) DO UPDATE SET has_opt_in = EXCLUDED.has_opt_in, brands = EXCLUDED.brands, updated_at = EXCLUDED.updated_at`);
    });
    return reply.send(await readOptIn(appId, userId));
  });
}
