import { randomUUID } from 'node:crypto';
import { guestApp as contract } from '@tableside/contracts';
import type { GroupLocation, Reservation } from '@tableside/contracts/guest-app';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AccountAuth } from '../account/plugin.js';
import { rows } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import { sendErrorAnswer } from '../http/error-handler.js';
import { serve } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { seedBusinessGroups, seedGuestAppShells, type SeedBusinessGroup, type SeedGuestAppShell } from './guest-app-seed.js';
import { isOpenAt } from './opening-hours.js';

/**
 * The guest-app shell's tables (idempotent SQL, run at every start-up):
 * - `guest_app_shells`: a business's guest app (group, brands, external links), by business and by app id;
 * - `business_groups`: a group's venues with coordinates and weekly opening hours;
 * - `guest_app_reservations`: the accounts' table reservations at the app's venues.
 */
export const guestAppShellMigrations: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS guest_app_shells (
    business_id text PRIMARY KEY,
    app_id text NOT NULL UNIQUE,
    data jsonb NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS business_groups (
    group_id text PRIMARY KEY,
    data jsonb NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS guest_app_reservations (
    reservation_id text PRIMARY KEY,
    app_id text NOT NULL,
    account_id text NOT NULL,
    venue_id text NOT NULL,
    party_size integer NOT NULL CHECK (party_size BETWEEN 1 AND 20),
    starts_at bigint NOT NULL,
    status text NOT NULL,
    created_at bigint NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS guest_app_reservations_account ON guest_app_reservations (account_id, app_id, starts_at)`,
];

export interface GuestAppShellOptions {
  db: SandboxDb;
  now: () => number;
  auth: AccountAuth;
  /** The venue document (name, address, time zone), or undefined. */
  getVenue: (venueId: string) => Promise<Record<string, unknown> | undefined>;
  seed: boolean;
}

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const parse = <T>(data: unknown): T => (typeof data === 'string' ? JSON.parse(data) : data) as T;

function notFound(type: 'guest-app-not-found' | 'business-group-not-found' | 'venue-not-found', message: string, field: string): HttpError {
  return new HttpError(404, { type, message, field });
}

/**
 * The guest-app shell's calls (3 §2 "Guest app routes", §7 "Account and guest app"): the configuration of a
 * business's guest app, which business an app id is, the store locator's locations of a business group (each open or
 * closed now in its own time zone) and the account's reservations (bearer token), in their own scope.
 */
export async function guestAppShellPlugin(app: FastifyInstance, options: GuestAppShellOptions): Promise<void> {
  const { db, now, auth } = options;
  if (options.seed) {
    for (const shell of seedGuestAppShells) {
      await db.execute(
        sql`INSERT INTO guest_app_shells (business_id, app_id, data) VALUES (${shell.businessId}, ${shell.appId}, ${JSON.stringify(shell)}::jsonb) ON CONFLICT DO NOTHING`,
      );
    }
    for (const group of seedBusinessGroups) {
      await db.execute(sql`INSERT INTO business_groups (group_id, data) VALUES (${group.groupId}, ${JSON.stringify(group)}::jsonb) ON CONFLICT DO NOTHING`);
    }
  }

  async function shellOfApp(appId: string, field: string): Promise<SeedGuestAppShell> {
    const [row] = await rows(db, sql`SELECT data FROM guest_app_shells WHERE app_id = ${appId}`);
    if (!row) throw notFound('guest-app-not-found', `${field}: guest app ${appId} was not found`, field);
    return parse<SeedGuestAppShell>(row.data);
  }

  async function location(venue: SeedBusinessGroup['venues'][number], at: number): Promise<GroupLocation | undefined> {
    const doc = await options.getVenue(venue.venueId);
    if (!doc) return undefined;
    const address = (doc.address ?? {}) as Record<string, unknown>;
    const timeZone = text(doc.timeZone, 'UTC');
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(at);
    const today = venue.hours[['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday)];
    return {
      venueId: venue.venueId,
      name: text(doc.name, venue.venueId),
      brandId: venue.brandId,
      address: {
        address: text(address.address),
        city: text(address.city),
        ...(typeof address.zipCode === 'string' ? { zipCode: address.zipCode } : {}),
        country: text(address.country),
      },
      coordinates: venue.coordinates,
      openNow: isOpenAt(venue.hours, at, timeZone),
      ...(today ? { todayHours: today } : {}),
      timeZone,
    };
  }

  async function reservationView(row: Record<string, unknown>): Promise<Reservation> {
    const venueId = text(row.venue_id);
    const venue = await options.getVenue(venueId);
    return {
      reservationId: text(row.reservation_id),
      appId: text(row.app_id),
      venueId,
      venueName: text(venue?.name, venueId),
      partySize: Number(row.party_size),
      startsAt: Number(row.starts_at),
      timeZone: text(venue?.timeZone, 'UTC'),
      status: row.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
    };
  }

  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => sendErrorAnswer(error, request, reply));

    serve(scope, contract.guestAppOfBusiness, async (request) => {
      const [row] = await rows(db, sql`SELECT data FROM guest_app_shells WHERE business_id = ${request.params.id}`);
      if (!row) throw notFound('guest-app-not-found', `params.id: business ${request.params.id} has no guest app`, 'params.id');
      const shell = parse<SeedGuestAppShell>(row.data);
      return {
        appId: shell.appId,
        businessId: shell.businessId,
        name: shell.name,
        groupId: shell.groupId,
        brands: [...shell.brands],
        links: shell.links,
        ...(shell.clickAndCollectUrl ? { clickAndCollectUrl: shell.clickAndCollectUrl } : {}),
        defaultLanguage: shell.defaultLanguage,
        loyaltyEnabled: shell.loyaltyEnabled,
        ...(shell.enrollmentId ? { enrollmentId: shell.enrollmentId } : {}),
      };
    });

    serve(scope, contract.guestAppIdentity, async (request) => {
      const shell = await shellOfApp(request.params.appId, 'params.appId');
      return { appId: shell.appId, businessId: shell.businessId };
    });

    serve(scope, contract.businessGroupLocations, async (request) => {
      const [row] = await rows(db, sql`SELECT data FROM business_groups WHERE group_id = ${request.params.groupId}`);
      if (!row) throw notFound('business-group-not-found', `params.groupId: business group ${request.params.groupId} was not found`, 'params.groupId');
      const group = parse<SeedBusinessGroup>(row.data);
      const at = now();
      const locations = (await Promise.all(group.venues.map((venue) => location(venue, at)))).filter((l): l is GroupLocation => l !== undefined);
      return { groupId: group.groupId, name: group.name, locations };
    });

    // The reservations need the account's bearer token: it is checked when the request arrives, before the query
    // and the body are validated, so a caller without one learns nothing about their rules (401 before 400).
    void scope.register(async (bearer) => {
      bearer.addHook('onRequest', async (request, reply) => {
        await auth.requireAccount(request, reply);
      });

      serve(bearer, contract.listReservations, async (request, reply) => {
        const accountId = await auth.requireAccount(request, reply);
        const shell = await shellOfApp(request.query.appId, 'query.appId');
        const found = await rows(
          db,
          sql`SELECT * FROM guest_app_reservations WHERE account_id = ${accountId} AND app_id = ${shell.appId} ORDER BY starts_at, reservation_id`,
        );
        return { reservations: await Promise.all(found.map(reservationView)) };
      });

      serve(bearer, contract.createReservation, async (request, reply) => {
        const accountId = await auth.requireAccount(request, reply);
        const shell = await shellOfApp(request.query.appId, 'query.appId');
        const { venueId, partySize, startsAt } = request.body;
        const [groupRow] = await rows(db, sql`SELECT data FROM business_groups WHERE group_id = ${shell.groupId}`);
        const group = groupRow ? parse<SeedBusinessGroup>(groupRow.data) : undefined;
        if (!group?.venues.some((venue) => venue.venueId === venueId)) {
          throw notFound('venue-not-found', `body.venueId: venue ${venueId} is not one of this guest app's venues`, 'body.venueId');
        }
        const reservationId = `resa_${randomUUID()}`;
        const [row] = await rows(
          db,
          sql`INSERT INTO guest_app_reservations (reservation_id, app_id, account_id, venue_id, party_size, starts_at, status, created_at)
            VALUES (${reservationId}, ${shell.appId}, ${accountId}, ${venueId}, ${partySize}, ${startsAt}, 'CONFIRMED', ${now()}) RETURNING *`,
        );
        void reply.code(201);
        return reservationView(row ?? {});
      });
    });
  });
}
