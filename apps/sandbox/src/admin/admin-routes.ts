import { fromDisplayUnits } from '@tableside/billing-domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/http-error.js';
import { parse } from '../http/parse.js';
import { isSafeKey } from '../http/request-guards.js';
import { posPaymentKindSchema } from '../pos/pos-schemas.js';
import type { PosSimulator } from '../pos/pos-simulator.js';
import type { VenueStore } from '../venues/venue-store.js';
import { adminPage } from './admin-page.js';

const id = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_\-:.]+$/, { message: 'must be an id' })
  .refine(isSafeKey, { message: 'must not be __proto__, constructor or prototype' });
const amountInput = z.union([z.string().max(32), z.number()]);
const venueParams = z.object({ venueId: id });
const tableParams = z.object({ venueId: id, tableId: id });
const boolInput = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const intInput = z.coerce.number().int();

const itemBody = z.object({ posProductId: id, quantity: intInput.min(1).max(99).default(1), checkId: z.string().max(200).optional() });
const guestsBody = z.object({ numberOfGuests: intInput.min(0).max(99) });
const paymentBody = z.object({ amount: amountInput, kind: posPaymentKindSchema.exclude(['SUNDAY']).default('TILL') });
const discountBody = z.object({ label: z.string().min(1).max(100), amount: amountInput, lineId: z.string().max(200).optional() });
const onlineBody = z.object({ online: boolInput });
const openBody = z.object({
  numberOfGuests: intInput.min(0).max(99).default(2),
  items: z
    .array(z.object({ posProductId: id, quantity: intInput.min(1).max(99).default(1) }))
    .min(1)
    .max(100),
  posSplitMode: z.enum(['NOT_SPLIT_ON_POS', 'SPLIT_BY_SEAT_ON_POS', 'SPLIT_BY_CHECK_ON_POS']).optional(),
  /** The waiter serving the table (a POS staff id of the venue); the venue's first waiter otherwise. */
  staffPosId: id.optional(),
});

/** Form posts come back to the page; JSON callers (the CLI) get JSON. */
async function answer(request: FastifyRequest, reply: FastifyReply, result: unknown): Promise<unknown> {
  if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return reply.redirect('/sandbox/admin', 303);
  return result;
}

/** GET /sandbox/admin and the POS actions behind its forms (also used by the CLI). */
export function adminRoutes(app: FastifyInstance, pos: PosSimulator, venues: VenueStore): void {
  // Venues added without a POS (some ordering seed venues until their first order) are left out.
  const states = async () =>
    (await Promise.all((await venues.venueIds()).map((venueId) => pos.state(venueId).catch(() => undefined)))).filter((s) => s !== undefined);

  app.get('/sandbox/admin', async (_request, reply) => reply.type('text/html; charset=utf-8').send(adminPage(await states())));
  app.get('/sandbox/admin/state', async () => ({ venues: await states() }));

  app.post('/sandbox/admin/venues/:venueId/pos', async (request, reply) => {
    const { venueId } = parse(venueParams, request.params, 'params');
    const body = parse(onlineBody, request.body, 'body');
    await pos.setOnline(venueId, body.online);
    return answer(request, reply, { venueId, online: body.online });
  });
  app.post('/sandbox/admin/venues/:venueId/tables/:tableId/pos', async (request, reply) => {
    const { venueId, tableId } = parse(tableParams, request.params, 'params');
    const body = parse(onlineBody, request.body, 'body');
    await pos.setTableOnline(venueId, tableId, body.online);
    return answer(request, reply, { venueId, tableId, online: body.online });
  });
  app.post('/sandbox/admin/venues/:venueId/tables/:tableId/orders', async (request, reply) => {
    const { venueId, tableId } = parse(tableParams, request.params, 'params');
    const body = parse(openBody, request.body, 'body');
    if (body.staffPosId !== undefined && !(await pos.state(venueId)).staff.some((staff) => staff.posId === body.staffPosId)) {
      throw new HttpError(422, {
        type: 'unknown-staff',
        message: `body.staffPosId ${body.staffPosId} is not a waiter of venue ${venueId}`,
        field: 'body.staffPosId',
      });
    }
    const order = await pos.openOrder(venueId, tableId, {
      numberOfGuests: body.numberOfGuests,
      checks: [{ name: 'Check 1', items: body.items.map((i) => ({ posProductId: i.posProductId, quantity: i.quantity * 100_000 })) }],
      ...(body.posSplitMode ? { posSplitMode: body.posSplitMode } : {}),
      ...(body.staffPosId ? { staffPosId: body.staffPosId } : {}),
    });
    return answer(request, reply.status(201), order);
  });
  app.post('/sandbox/admin/venues/:venueId/tables/:tableId/items', async (request, reply) => {
    const { venueId, tableId } = parse(tableParams, request.params, 'params');
    const body = parse(itemBody, request.body, 'body');
    const order = await pos.addItem(venueId, tableId, {
      posProductId: body.posProductId,
      quantity: body.quantity * 100_000,
      ...(body.checkId ? { checkId: body.checkId } : {}),
    });
    return answer(request, reply, order);
  });
  app.post('/sandbox/admin/venues/:venueId/tables/:tableId/guests', async (request, reply) => {
    const { venueId, tableId } = parse(tableParams, request.params, 'params');
    const body = parse(guestsBody, request.body, 'body');
    return answer(request, reply, await pos.setGuests(venueId, tableId, body.numberOfGuests));
  });
  app.post('/sandbox/admin/venues/:venueId/tables/:tableId/payments', async (request, reply) => {
    const { venueId, tableId } = parse(tableParams, request.params, 'params');
    const body = parse(paymentBody, request.body, 'body');
    const state = await pos.state(venueId);
    const amount = fromDisplayUnits(String(body.amount), state.currency);
    if (!amount || amount.amount <= 0)
      throw new HttpError(400, { type: 'invalid-request', message: 'body.amount must be a positive decimal such as 12.50', field: 'body.amount' });
    return answer(request, reply, await pos.takePayment(venueId, tableId, amount.amount, body.kind));
  });
  app.post('/sandbox/admin/venues/:venueId/tables/:tableId/discounts', async (request, reply) => {
    const { venueId, tableId } = parse(tableParams, request.params, 'params');
    const body = parse(discountBody, request.body, 'body');
    const state = await pos.state(venueId);
    const amount = fromDisplayUnits(String(body.amount), state.currency);
    if (!amount || amount.amount <= 0)
      throw new HttpError(400, { type: 'invalid-request', message: 'body.amount must be a positive decimal such as 1.50', field: 'body.amount' });
    const lineId = body.lineId === '' ? undefined : body.lineId;
    return answer(request, reply, await pos.addDiscount(venueId, tableId, { label: body.label, amount: amount.amount, ...(lineId ? { lineId } : {}) }));
  });
  app.post('/sandbox/admin/venues/:venueId/tables/:tableId/close', async (request, reply) => {
    const { venueId, tableId } = parse(tableParams, request.params, 'params');
    return answer(request, reply, await pos.closeOrder(venueId, tableId));
  });
}
