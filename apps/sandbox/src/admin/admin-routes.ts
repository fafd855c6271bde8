import { fromDisplayUnits } from '@tableside/billing-domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { admin as contract } from '@tableside/contracts';
import { serve } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import type { PosSimulator } from '../pos/pos-simulator.js';
import type { VenueStore } from '../venues/venue-store.js';
import { adminPage } from './admin-page.js';

/** Form posts come back to the page; JSON callers (the CLI) get JSON. */
async function answer(request: FastifyRequest, reply: FastifyReply, result: unknown): Promise<unknown> {
  if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return reply.redirect('/sandbox/admin', 303);
  return result;
}

/** GET /sandbox/admin and the POS actions behind its forms (also used by the CLI); `sections` adds HTML to the page. */
export function adminRoutes(app: FastifyInstance, pos: PosSimulator, venues: VenueStore, sections: () => Promise<string> = async () => ''): void {
  // Venues added without a POS (some ordering seed venues until their first order) are left out.
  const states = async () =>
    (await Promise.all((await venues.venueIds()).map((venueId) => pos.state(venueId).catch(() => undefined)))).filter((s) => s !== undefined);

  serve(app, contract.adminPage, async (_request, reply) => reply.type('text/html; charset=utf-8').send(adminPage(await states(), await sections())));
  serve(app, contract.adminState, async () => ({ venues: await states() }));

  serve(app, contract.setVenueOnline, async (request, reply) => {
    const { venueId } = request.params;
    const body = request.body;
    await pos.setOnline(venueId, body.online);
    return answer(request, reply, { venueId, online: body.online });
  });
  serve(app, contract.setTableOnline, async (request, reply) => {
    const { venueId, tableId } = request.params;
    const body = request.body;
    await pos.setTableOnline(venueId, tableId, body.online);
    return answer(request, reply, { venueId, tableId, online: body.online });
  });
  serve(app, contract.openOrder, async (request, reply) => {
    const { venueId, tableId } = request.params;
    const body = request.body;
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
  serve(app, contract.addItem, async (request, reply) => {
    const { venueId, tableId } = request.params;
    const body = request.body;
    const order = await pos.addItem(venueId, tableId, {
      posProductId: body.posProductId,
      quantity: body.quantity * 100_000,
      ...(body.checkId ? { checkId: body.checkId } : {}),
    });
    return answer(request, reply, order);
  });
  serve(app, contract.setGuests, async (request, reply) => {
    const { venueId, tableId } = request.params;
    const body = request.body;
    return answer(request, reply, await pos.setGuests(venueId, tableId, body.numberOfGuests));
  });
  serve(app, contract.takeTillPayment, async (request, reply) => {
    const { venueId, tableId } = request.params;
    const body = request.body;
    const state = await pos.state(venueId);
    const amount = fromDisplayUnits(String(body.amount), state.currency);
    if (!amount || amount.amount <= 0)
      throw new HttpError(400, { type: 'invalid-request', message: 'body.amount must be a positive decimal such as 12.50', field: 'body.amount' });
    return answer(request, reply, await pos.takePayment(venueId, tableId, amount.amount, body.kind));
  });
  serve(app, contract.addDiscount, async (request, reply) => {
    const { venueId, tableId } = request.params;
    const body = request.body;
    const state = await pos.state(venueId);
    const amount = fromDisplayUnits(String(body.amount), state.currency);
    if (!amount || amount.amount <= 0)
      throw new HttpError(400, { type: 'invalid-request', message: 'body.amount must be a positive decimal such as 1.50', field: 'body.amount' });
    const lineId = body.lineId === '' ? undefined : body.lineId;
    return answer(request, reply, await pos.addDiscount(venueId, tableId, { label: body.label, amount: amount.amount, ...(lineId ? { lineId } : {}) }));
  });
  serve(app, contract.closeOrder, async (request, reply) => {
    const { venueId, tableId } = request.params;
    return answer(request, reply, await pos.closeOrder(venueId, tableId));
  });
}
