import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ISSUED_SPLIT_LEASE_MS } from '@tableside/billing-domain';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountMigrations, accountPlugin, type AccountSettings } from './account/plugin.js';
import { LoyaltyStore, loyaltyMigrations, loyaltyPlugin } from './loyalty/plugin.js';
import { adminRoutes } from './admin/admin-routes.js';
import { billingRoutes } from './billing/billing-routes.js';
import { brandingPlugin } from './branding/plugin.js';
import { BillingService } from './billing/billing-service.js';
import { RefreshService } from './billing/refresh-service.js';
import { coreMigrations } from './db/migrations.js';
import { openDatabase, type DatabaseLocation } from './db/open-database.js';
import { rows } from './db/rows.js';
import type { SandboxDb } from './db/types.js';
import { GUEST_APP_PATHS, TERMINAL_RECEIPTS_PATHS, type BuiltApp } from './http/built-apps.js';
import { adminAccess, installAdminGate } from './http/admin-gate.js';
import { ApiPrefixes } from './http/api-prefixes.js';
import { installOpenApi } from './http/openapi.js';
import { installContractCompilers } from './http/contract-route.js';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/error-handler.js';
import { HttpError } from './http/http-error.js';
import { BODY_LIMIT, installRequestGuards } from './http/request-guards.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { identityRoutes } from './identity/identity-routes.js';
import { PosSimulator } from './pos/pos-simulator.js';
import { DocumentStore } from './realtime/document-store.js';
import { realtimeRoutes } from './realtime/realtime-routes.js';
import { seed as runSeed } from './seed/seed.js';
import { TelemetryStore, eventCountsRoute, eventCountsSection, telemetryMigrations, telemetryPlugin } from './telemetry/plugin.js';
import { registerTerminalAdminRoutes, registerTerminalRoutes } from './terminal/terminal-routes.js';
import { guestAppShellMigrations, guestAppShellPlugin } from './guest-app/guest-app-plugin.js';
import { TerminalSimulator, terminalMigrations } from './terminal/terminal-simulator.js';
import { newsMigrations, newsPlugin } from './news/plugin.js';
import { orderingMigrations, orderingPlugin } from './ordering/plugin.js';
import { reviewMigrations, reviewsPlugin } from './reviews/plugin.js';
import { servicesMigrations, servicesPlugin } from './services/plugin.js';
import { cardOriginFor, defaultAppOrigins, parseOrigins, startCardOrigin } from './services/card-origin.js';
import type { ServicesOptions } from './services/services-options.js';
import { VenueStore } from './venues/venue-store.js';
import { orderingPorts } from './wiring/ordering-ports.js';
import { PaymentReconciler, type ReconcileReport } from './wiring/payment-reconciler.js';

/** How to start a sandbox (the contract shared with the client packages' tests). */
export interface SandboxOptions {
  /** PGlite data folder; defaults to TABLESIDE_DATA_DIR or apps/sandbox/.data. */
  dataDir?: string;
  /** In-memory PGlite, for tests. */
  inMemory?: boolean;
  /** PostgreSQL instead of PGlite; defaults to DATABASE_URL. */
  databaseUrl?: string;
  /** Seeds the demo data when the database is empty (default true). */
  seed?: boolean;
  /** 0 picks a free port; defaults to PORT or 4000. */
  port?: number;
  /** Defaults to HOST or 127.0.0.1. */
  host?: string;
  /**
   * The payment provider's card origin, a second listener serving the card page the app frames (issue 11):
   * defaults to TABLESIDE_CARD_PORT, else `port + 1` (0, a free port, when `port` is 0).
   */
  cardPort?: number;
  /**
   * App origins besides the sandbox's own (http://127.0.0.1:PORT, http://localhost:PORT) that may frame the card
   * page, e.g. Vite's dev server; defaults to TABLESIDE_APP_ORIGINS (comma-separated).
   */
  appOrigins?: readonly string[];
  /** The card origin the app is told to frame; defaults to TABLESIDE_CARD_ORIGIN, else the request's host name on `cardPort`. */
  cardOrigin?: string;
  /** Signs guest tokens; defaults to TABLESIDE_SECRET, else one generated and kept in the database. */
  secret?: string;
  /** Fastify request logging. */
  log?: boolean;
  /** The clock, in epoch milliseconds. */
  now?: () => number;
  /** Built single-page apps served on the same origin; defaults to apps/pay-at-table and apps/menu-preview `dist/`. */
  builtApps?: BuiltApp[];
  /** Moves placed orders one status forward every so many milliseconds (off unless given). */
  orderAutoAdvanceMs?: number;
  /**
   * Lets the admin, outbox and simulator control routes answer beyond loopback (with `adminToken`); defaults to
   * TABLESIDE_EXPOSE_ADMIN=1 (`pnpm start --expose-admin`).
   */
  exposeAdmin?: boolean;
  /** The token a non-loopback admin request sends in `x-tableside-admin-token`; defaults to TABLESIDE_ADMIN_TOKEN. */
  adminToken?: string;
  /** How long an engaged (PENDING) split waits for its payment; defaults to billing-domain's PAYMENT_ENGAGEMENT_LEASE_MS. */
  paymentLeaseMs?: number;
  /**
   * Crash drill: the process kills itself (SIGKILL) right after this many split captures are committed, before their
   * splits settle — the window the payment ledger and the reconciler cover. Off unless given (TABLESIDE_CRASH_AFTER_CAPTURES).
   */
  crashAfterCaptures?: number;
  /**
   * Issued-split leases: `issuedMs` defaults to billing-domain's ISSUED_SPLIT_LEASE_MS (shorter in tests); the
   * sweeper releases lapsed splits every `sweepMs` (default a quarter of the lease, at most 10 s).
   */
  leases?: { issuedMs?: number; sweepMs?: number };
  /** Guest-account limits (SMS code expiry, tries, resend delay, token and link lifetimes), shortened by tests. */
  account?: Partial<AccountSettings>;
}

/** A running sandbox. */
export interface Sandbox {
  app: FastifyInstance;
  url: string;
  /** The payment provider's card origin (its card page and tokenization). */
  cardUrl: string;
  close(): Promise<void>;
  pos: PosSimulator;
  /** The smart-terminal simulator: the venues' payment terminals (PDQ). */
  terminal: TerminalSimulator;
  billing: BillingService;
  store: DocumentStore;
  db: SandboxDb;
  /** What the start-up reconciliation of payments did (captured charges settled or refunded, engagements expired). */
  reconciled: ReconcileReport;
}

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const defaultBuiltApps: BuiltApp[] = [
  { dist: join(packageDir, '..', 'menu-preview', 'dist'), owns: /^\/venues\/[^/]+\/menu-previews(\/|$)/ },
  { dist: join(packageDir, '..', 'terminal-receipts', 'dist'), owns: TERMINAL_RECEIPTS_PATHS },
  { dist: join(packageDir, '..', 'guest-app', 'dist'), owns: GUEST_APP_PATHS },
  // TABLESIDE_PAY_AT_TABLE_DIST serves another build of pay-at-table (`pnpm bench:web --dist=<folder>`).
  { dist: process.env.TABLESIDE_PAY_AT_TABLE_DIST || join(packageDir, '..', 'pay-at-table', 'dist') },
];

function location(options: SandboxOptions): DatabaseLocation {
  const url = options.databaseUrl ?? (options.inMemory ? undefined : process.env.DATABASE_URL);
  if (url) return { kind: 'postgres', url };
  if (options.inMemory) return { kind: 'memory' };
  return { kind: 'pglite-dir', dir: options.dataDir ?? process.env.TABLESIDE_DATA_DIR ?? join(packageDir, '.data') };
}

/** The crash drill's hook: SIGKILL on the nth call. */
function crashAfter(captures: number): () => void {
  let seen = 0;
  return () => {
    seen += 1;
    if (seen >= captures) process.kill(process.pid, 'SIGKILL');
  };
}

async function storedSecret(db: SandboxDb): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  await db.execute(
    sql`INSERT INTO global_settings (key, data) VALUES ('guest-token-secret', ${JSON.stringify({ secret: fresh })}::jsonb) ON CONFLICT (key) DO NOTHING`,
  );
  const [row] = await rows(db, sql`SELECT data->>'secret' AS secret FROM global_settings WHERE key = 'guest-token-secret'`);
  if (typeof row?.secret !== 'string') throw new Error('The guest token secret could not be stored');
  return row.secret;
}

/** Starts the sandbox: database and migrations, seed, routes, services, and a listening HTTP server. */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const now = options.now ?? (() => Date.now());
  const database = await openDatabase(location(options), [
    ...coreMigrations,
    ...servicesMigrations,
    ...orderingMigrations,
    ...accountMigrations,
    ...loyaltyMigrations,
    ...terminalMigrations,
    ...newsMigrations,
    ...telemetryMigrations,
    ...guestAppShellMigrations,
    ...reviewMigrations,
  ]);
  const { db } = database;
  const secret = options.secret ?? process.env.TABLESIDE_SECRET ?? (await storedSecret(db));
  const store = new DocumentStore(db);
  const venues = new VenueStore(db, store);
  const pos = new PosSimulator(db, now);
  const terminal = new TerminalSimulator(db, pos, venues, now);
  const issuedMs = options.leases?.issuedMs ?? ISSUED_SPLIT_LEASE_MS;
  const billing = new BillingService(db, store, pos, now, { issuedMs });
  const refresh = new RefreshService(db, store, venues, pos, billing, now);
  const payments = new PaymentReconciler(db, billing, now, options.paymentLeaseMs);
  const telemetry = new TelemetryStore(db, now);
  pos.connect({
    orderChanged: async (venueId, tableId) => {
      await refresh.syncTable(venueId, tableId);
    },
    cameOnline: (venueId) => refresh.cameOnline(venueId),
  });
  if (options.seed !== false) await runSeed({ db, store, venues, pos, billing, now });

  // Ids up to 4 KiB reach the request guards, which refuse those over 200 characters naming the parameter.
  const app = Fastify({ logger: options.log ?? false, bodyLimit: BODY_LIMIT, routerOptions: { maxParamLength: 4096 }, frameworkErrors, clientErrorHandler });
  // Routes declare their schemas in @tableside/contracts; zod validates requests and checks answers.
  installContractCompilers(app);
  // Several sandbox processes on one PostgreSQL share realtime through LISTEN/NOTIFY (PGlite is a single process).
  const stopSharing = database.listen ? await store.share(database.listen, (error) => app.log.error(error)) : undefined;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, { type: 'invalid-request', message: 'body is not valid JSON', field: 'body' }), undefined);
    }
  });
  const builtApps = options.builtApps ?? defaultBuiltApps;
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const port = options.port ?? Number(process.env.PORT ?? 4000);
  // Known once both listeners are up; requests only arrive after that.
  const listening = { port, cardPort: 0 };
  const configuredCardOrigin = options.cardOrigin ?? process.env.TABLESIDE_CARD_ORIGIN;
  const extraAppOrigins = options.appOrigins ?? parseOrigins(process.env.TABLESIDE_APP_ORIGINS);
  const cardFrameOrigin = (hostHeader: string | undefined): string => configuredCardOrigin ?? cardOriginFor(hostHeader, host, listening.cardPort);
  const apiPrefixes = new ApiPrefixes();
  apiPrefixes.collect(app);
  installSecurityHeaders(app, builtApps, apiPrefixes, cardFrameOrigin);
  installAdminGate(app, adminAccess(options));
  installRequestGuards(app);
  installErrorHandler(app, builtApps, apiPrefixes);
  await installOpenApi(app);
  identityRoutes(app, secret, now);
  billingRoutes(app, billing, refresh, secret, async (billId, splitId) => {
    // Every engage first settles what was captured and expires what lapsed, so a retry never charges twice.
    await payments.run({ billId, splitId });
  });
  realtimeRoutes(app, store, secret);
  // The enrollments' customizations (3 §7), and the telemetry and analytics events the apps send (3 §7).
  await brandingPlugin(app, { db, store });
  await telemetryPlugin(app, telemetry);
  registerTerminalRoutes(app, { terminal, venues, store, db, now });
  // The venues' news feeds (3 §1, RSS): an ordinary seed feed and a hostile one.
  await newsPlugin(app, { db, seed: options.seed !== false });
  await app.register(async (scope) => {
    // The admin page posts plain HTML forms; only its scope reads form bodies.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    adminRoutes(scope, pos, venues, async () => eventCountsSection(await telemetry.counts()));
    eventCountsRoute(scope, telemetry);
    registerTerminalAdminRoutes(scope, terminal, pos);
  });

  // The loyalty simulator's wallets and burnt rewards: a reward applied to a split lowers what its payment charges.
  const loyaltyStore = new LoyaltyStore(db, now);
  // Guest accounts: SMS login codes, access tokens, the account and its receipts (the payment ledger's).
  const account = await accountPlugin(app, { db, secret, now, ...(options.account ? { settings: options.account } : {}) });
  const servicesOptions: ServicesOptions = {
    db,
    now,
    guestSecret: secret,
    seed: options.seed !== false,
    // Only split payments are reported: a card hold for a tab or a pre-authorisation is checked by the ordering services.
    onPaymentSucceeded: (event) => payments.settle(event),
    onPaymentFailed: (event) => payments.release(event),
    ...(options.crashAfterCaptures ? { afterCapture: crashAfter(options.crashAfterCaptures) } : {}),
    getHoldOwner: async (paymentId) => {
      const [tab] = await rows(db, sql`SELECT data->>'ownerGuestId' AS owner FROM ordering_tabs WHERE payment_id = ${paymentId}`);
      return typeof tab?.owner === 'string' ? tab.owner : undefined;
    },
    getSplitDebt: async (billId, splitId) => {
      const debt = await billing.splitDebt(billId, splitId);
      if (!debt) return undefined;
      const loyaltyReward = (await loyaltyStore.applied(billId, splitId))?.amount;
      const venue: unknown = await venues.getVenue(debt.venueId).catch(() => undefined);
      const businessId =
        typeof venue === 'object' && venue !== null && 'businessId' in venue && typeof venue.businessId === 'string' ? venue.businessId : undefined;
      return { ...debt, businessId, loyaltyReward };
    },
    getPaymentContext: async (paymentId) => {
      const found = await billing.splitOfPayment(paymentId);
      if (!found) return undefined;
      const bill = (await store.get(`bills/${found.billId}`)).data;
      const venueId = typeof bill === 'object' && bill !== null && 'venueId' in bill ? String(bill.venueId) : '';
      const venue = await venues.getVenue(venueId).catch(() => undefined);
      const split = found.split;
      return { bill, venue, split: { ...split, amount: split.billSplitAmount, splitItemsSelection: split.modality } };
    },
    getVenue: (venueId) => venues.getVenue(venueId).catch(() => undefined),
    accountGuestIds: account.guestIdsOf,
    cardFrameOrigin,
  };
  await servicesPlugin(app, servicesOptions);
  // Loyalty: the loyalty-dispatcher's provider simulators, the guest-app users and the consent manager (3 §7).
  await loyaltyPlugin(app, {
    store: loyaltyStore,
    db,
    now,
    secret,
    auth: account.auth,
    accounts: account.accounts,
    seed: options.seed !== false,
    split: (billId, splitId) => billing.splitDebt(billId, splitId),
    businessOfVenue: async (venueId) => {
      const venue: unknown = await venues.getVenue(venueId).catch(() => undefined);
      return typeof venue === 'object' && venue !== null && 'businessId' in venue && typeof venue.businessId === 'string' ? venue.businessId : undefined;
    },
  });
  // The brand's guest-app shell (3 §2 "Guest app routes"): its configuration, the store locator and reservations.
  await guestAppShellPlugin(app, {
    db,
    now,
    auth: account.auth,
    seed: options.seed !== false,
    getVenue: async (venueId) => (await venues.getVenue(venueId).catch(() => undefined)) ?? undefined,
  });
  // After the core seed: the ordering seed reads the seeded venues and table devices.
  await orderingPlugin(
    app,
    orderingPorts({
      db,
      store,
      venues,
      pos,
      now,
      secret,
      seed: options.seed !== false,
      ...(options.orderAutoAdvanceMs ? { autoAdvanceMs: options.orderAutoAdvanceMs } : {}),
    }),
  );

  // Venue reviews (3 §7 /venue-feedback): one review per succeeded payment, and the venues' review configurations.
  await reviewsPlugin(app, {
    db,
    store,
    secret,
    now,
    seed: options.seed !== false,
    venueExists: async (venueId) => (await venues.getVenue(venueId).catch(() => undefined)) !== undefined,
  });

  const stopLeaseSweeper = billing.startLeaseSweeper(options.leases?.sweepMs ?? Math.min(Math.ceil(issuedMs / 4), 10_000), (error) => app.log.error(error));
  const reconciled = await payments.run();
  const paymentSweep = setInterval(
    () => {
      payments.run().catch((error: unknown) => app.log.error(error));
    },
    Math.max(50, Math.min(Math.ceil(payments.leaseMs / 2), 30_000)),
  );
  paymentSweep.unref();
  await app.listen({ host, port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  listening.port = actualPort;
  const cardPort = options.cardPort ?? (process.env.TABLESIDE_CARD_PORT ? Number(process.env.TABLESIDE_CARD_PORT) : port === 0 ? 0 : port + 1);
  const appOrigins = [...defaultAppOrigins(host, actualPort), ...extraAppOrigins];
  const card = await startCardOrigin({
    db,
    now,
    host,
    port: cardPort,
    appOrigins: () => appOrigins,
    ...(options.log === undefined ? {} : { log: options.log }),
  }).catch(async (error: unknown) => {
    // The card port is taken (or refused): stop what was started and say which port.
    clearInterval(paymentSweep);
    stopLeaseSweeper();
    await stopSharing?.();
    await app.close();
    await database.close();
    throw new Error(
      `The card origin could not listen on ${host}:${cardPort} (TABLESIDE_CARD_PORT): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  });
  listening.cardPort = card.port;
  return {
    app,
    url: `http://${host}:${actualPort}`,
    cardUrl: `http://${host}:${card.port}`,
    pos,
    terminal,
    billing,
    store,
    db,
    reconciled,
    close: async () => {
      clearInterval(paymentSweep);
      stopLeaseSweeper();
      await stopSharing?.();
      await card.close();
      await app.close();
      await database.close();
    },
  };
}
