import type { FastifyInstance } from 'fastify';
import type { SandboxDb } from '../db/types.js';

/** What the billing core gives the payment, voucher, receipt, outbox, tips and waiter services. */
export interface ServicesOptions {
  db: SandboxDb;
}

/** SQL run at start-up (idempotent) to create the services' tables. */
export const servicesMigrations: readonly string[] = [];

/** Registers the services' routes. */
export async function servicesPlugin(_app: FastifyInstance, _options: ServicesOptions): Promise<void> {}
