import { telemetry as contract } from '@tableside/contracts';
import type { EventCounts } from '@tableside/contracts/telemetry';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import { serve } from '../http/contract-route.js';
import { sendErrorAnswer } from '../http/error-handler.js';

/**
 * The received telemetry and analytics events as idempotent SQL (run at every start-up). The event id is the key per
 * kind, so a resend (a beacon after a fetch that did arrive) is stored once.
 */
export const telemetryMigrations: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS telemetry_events (
    kind text NOT NULL CHECK (kind IN ('telemetry', 'analytics')),
    id text NOT NULL,
    event_name text NOT NULL,
    data jsonb NOT NULL,
    received_at bigint NOT NULL,
    PRIMARY KEY (kind, id)
  )`,
];

type Kind = keyof EventCounts;

/** The stored events: kept once per id, counted per event name. */
export class TelemetryStore {
  constructor(
    private readonly db: SandboxDb,
    private readonly now: () => number,
  ) {}

  /** Stores an event; false when an event of that kind and id was already stored. */
  async store(kind: Kind, event: { id: string; eventName: string }): Promise<boolean> {
    const inserted = await rows(
      this.db,
      sql`INSERT INTO telemetry_events (kind, id, event_name, data, received_at)
        VALUES (${kind}, ${event.id}, ${event.eventName}, ${JSON.stringify(event)}::jsonb, ${this.now()})
        ON CONFLICT (kind, id) DO NOTHING RETURNING id`,
    );
    return inserted.length > 0;
  }

  /** The stored events per kind and event name. */
  async counts(): Promise<EventCounts> {
    const counted = await rows(
      this.db,
      sql`SELECT kind, event_name, COUNT(*)::int AS n FROM telemetry_events GROUP BY kind, event_name ORDER BY kind, event_name`,
    );
    const counts: EventCounts = { telemetry: {}, analytics: {} };
    for (const row of counted) counts[row.kind === 'analytics' ? 'analytics' : 'telemetry'][String(row.event_name)] = Number(row.n);
    return counts;
  }
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The admin page's section: a table of the events received, per kind and event name. */
export function eventCountsSection(counts: EventCounts): string {
  const lines = (['telemetry', 'analytics'] as const).flatMap((kind) =>
    Object.entries(counts[kind]).map(([name, n]) => `<tr><td>${kind}</td><th scope="row">${escape(name)}</th><td>${n}</td></tr>`),
  );
  const body =
    lines.length === 0
      ? '<p>No telemetry or analytics events received yet.</p>'
      : `<table><caption>Events received, per event</caption><thead><tr><th scope="col">Kind</th><th scope="col">Event</th><th scope="col">Count</th></tr></thead><tbody>${lines.join('')}</tbody></table>`;
  return `<section aria-labelledby="telemetry-title">
  <h2 id="telemetry-title">Telemetry and analytics</h2>
  ${body}
</section>`;
}

/**
 * The telemetry endpoint (3 §7 "POST with id, eventName, start and end timestamps") and the analytics ingest
 * (`marketing/b2c-analytics/ingest`): the contracts validate (a junk event is 400 naming the field), the store keeps
 * each id once. Plus the counts the admin page shows, as JSON.
 */
export function telemetryRoutes(app: FastifyInstance, store: TelemetryStore): void {
  serve(app, contract.sendTelemetryEvent, async (request, reply) => {
    const event = request.body;
    reply.status(202);
    return { id: event.id, stored: await store.store('telemetry', event) };
  });
  serve(app, contract.ingestAnalyticsEvent, async (request, reply) => {
    const event = request.body;
    reply.status(202);
    return { id: event.id, stored: await store.store('analytics', event) };
  });
}

/** Registers the telemetry and analytics endpoints in their own scope; the counts route is an admin route. */
export async function telemetryPlugin(app: FastifyInstance, store: TelemetryStore): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => sendErrorAnswer(error, request, reply));
    telemetryRoutes(scope, store);
  });
}

/** `GET /sandbox/admin/telemetry`: the counts (registered with the admin routes, behind the admin gate). */
export function eventCountsRoute(app: FastifyInstance, store: TelemetryStore): void {
  serve(app, contract.eventCounts, async () => store.counts());
}
