import { moneySchema, type Money } from '@tableside/billing-domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { safeReturnUrl } from '../http/safe-redirect.js';
import { parseOr400, sendError } from './http-errors.js';
import {
  authenticateIntent,
  authenticationOutcomeSchema,
  cancelIntent,
  captureIntent,
  confirmIntent,
  intentStatusSchema,
  lastPaymentErrorSchema,
  paymentMethodInputSchema,
  storedPaymentMethodSchema,
  type IntentState,
  type MealVoucherProvider,
  type Transition,
} from './payment-intent-machine.js';
import { paymentIntents } from './schema.js';
import type { ServicesOptions } from './services-options.js';
import { renderThreeDSecurePage } from './three-d-secure-page.js';

type IntentRow = typeof paymentIntents.$inferSelect;

const idParams = z.object({ id: z.string().min(1).max(200) });

const createBody = z.object({
  amount: moneySchema.refine((m) => m.amount > 0, { message: 'amount must be above 0' }),
  billId: z.string().min(1),
  splitId: z.string().min(1),
  paymentId: z.string().min(1),
  captureMethod: z.enum(['automatic', 'manual']).default('automatic'),
  metadata: z.record(z.string(), z.string()).optional(),
});

const confirmBody = z.object({ clientSecret: z.string().min(1), paymentMethod: paymentMethodInputSchema });
const authenticateBody = z.object({ outcome: authenticationOutcomeSchema, returnUrl: z.string().optional() });
const challengeQuery = z.object({ returnUrl: z.string().optional() });

/** The intent as the simulator's routes return it (never the card number; the secret only to its creator). */
export function toIntentJson(row: IntentRow) {
  const status = intentStatusSchema.parse(row.status);
  const amount: Money = { amount: row.amount, currency: row.currency };
  return {
    id: row.id,
    object: 'payment_intent' as const,
    clientSecret: row.clientSecret,
    status,
    amount,
    amountCaptured: { amount: row.amountCaptured, currency: row.currency },
    captureMethod: row.captureMethod,
    paymentId: row.paymentId,
    billId: row.billId,
    splitId: row.splitId,
    paymentMethod: row.paymentMethod === null ? null : storedPaymentMethodSchema.parse(row.paymentMethod),
    lastPaymentError: row.lastPaymentError === null ? null : lastPaymentErrorSchema.parse(row.lastPaymentError),
    nextAction: status === 'requires_action' ? { type: 'redirect_to_url' as const, url: `/sandbox-payments/3ds/${row.id}` } : null,
    cancellationReason: row.cancellationReason,
    metadata: z.record(z.string(), z.string()).parse(row.metadata),
    createdAt: row.createdAt,
  };
}

const venueFlagsSchema = z.object({
  edenredEnabled: z.boolean().optional().catch(undefined),
  sodexoEnabled: z.boolean().optional().catch(undefined),
  conecsEnabled: z.boolean().optional().catch(undefined),
});

/** The meal-voucher providers a venue enables (an unreadable venue enables none). */
export function enabledProviders(venue: unknown): MealVoucherProvider[] {
  const parsed = venueFlagsSchema.safeParse(venue);
  if (!parsed.success) return [];
  const providers: MealVoucherProvider[] = [];
  if (parsed.data.edenredEnabled === true) providers.push('edenred');
  if (parsed.data.sodexoEnabled === true) providers.push('sodexo');
  if (parsed.data.conecsEnabled === true) providers.push('conecs');
  return providers;
}

function withQuery(url: string, params: Record<string, string>): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}${new URLSearchParams(params).toString()}`;
}

/** Registers the payment simulator: Stripe-like intents, test cards, 3-D Secure page, manual capture. */
export function registerPaymentRoutes(scope: FastifyInstance, options: ServicesOptions): void {
  const { db } = options;
  const now = options.now ?? Date.now;
  const randomId = options.randomId ?? (() => crypto.randomUUID());

  async function findIntent(id: string): Promise<IntentRow | undefined> {
    const rows = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    return rows[0];
  }

  function notFound(reply: FastifyReply, id: string): FastifyReply {
    return sendError(reply, 404, { type: 'payment-intent-not-found', message: `id: no payment intent ${id}` });
  }

  function refuse(reply: FastifyReply, result: Extract<Transition, { ok: false }>): FastifyReply {
    const { error } = result;
    switch (error.code) {
      case 'payment-intent-unexpected-state':
        return sendError(reply, 409, {
          type: error.code,
          message: `status: the payment intent is ${error.status}`,
          status: error.status,
        });
      case 'payment-method-not-available':
        return sendError(reply, 422, {
          type: error.code,
          message: `paymentMethod.provider: ${error.provider} is not enabled for this venue`,
        });
      default: {
        const unreachable: never = error;
        throw new Error(`Unhandled transition error ${JSON.stringify(unreachable)}`);
      }
    }
  }

  /**
   * Runs a transition on the locked intent row, then tells the core when the intent became paid.
   * Returns the updated row, or the refusal.
   */
  async function transition(
    id: string,
    apply: (row: IntentRow, state: IntentState) => Transition,
  ): Promise<{ row: IntentRow; becamePaid: boolean } | { refused: Extract<Transition, { ok: false }> } | undefined> {
    const outcome = await db.transaction(async (tx) => {
      const rows = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, id)).for('update');
      const row = rows[0];
      if (!row) return undefined;
      const state: IntentState = {
        status: intentStatusSchema.parse(row.status),
        paymentMethod: row.paymentMethod === null ? null : storedPaymentMethodSchema.parse(row.paymentMethod),
        lastPaymentError: row.lastPaymentError === null ? null : lastPaymentErrorSchema.parse(row.lastPaymentError),
        cancellationReason: row.cancellationReason,
      };
      const result = apply(row, state);
      if (!result.ok) return { refused: result };
      const next = result.state;
      const amountCaptured = next.status === 'succeeded' ? row.amount : row.amountCaptured;
      const updated = await tx
        .update(paymentIntents)
        .set({
          status: next.status,
          paymentMethod: next.paymentMethod,
          lastPaymentError: next.lastPaymentError,
          cancellationReason: next.cancellationReason,
          amountCaptured,
          updatedAt: now(),
        })
        .where(eq(paymentIntents.id, id))
        .returning();
      const updatedRow = updated[0];
      if (!updatedRow) throw new Error(`Payment intent ${id} vanished while locked`);
      const wasPaid = state.status === 'succeeded' || state.status === 'requires_capture';
      const isPaid = next.status === 'succeeded' || next.status === 'requires_capture';
      return { row: updatedRow, becamePaid: isPaid && !wasPaid };
    });
    if (outcome && 'row' in outcome && outcome.becamePaid && options.onPaymentSucceeded) {
      const { row } = outcome;
      const method = row.paymentMethod === null ? null : storedPaymentMethodSchema.parse(row.paymentMethod);
      try {
        await options.onPaymentSucceeded({
          paymentId: row.paymentId,
          billId: row.billId,
          splitId: row.splitId,
          amount: { amount: row.amount, currency: row.currency },
          paymentMethodKind: method?.type ?? 'card',
          status: row.status === 'requires_capture' ? 'requires_capture' : 'succeeded',
        });
      } catch (error) {
        // The bill refused the payment (e.g. the split is not engaged with this payment id): the charge is voided
        // and the diner gets a recoverable processing failure instead of a success the bill does not show.
        const reason = error instanceof Error ? error.message : String(error);
        scope.log.warn({ err: error, paymentId: row.paymentId }, 'the billing core refused a succeeded payment');
        const voided = await db
          .update(paymentIntents)
          .set({
            status: 'requires_payment_method',
            amountCaptured: 0,
            lastPaymentError: { code: 'processing_error', message: `The payment could not be recorded on the bill: ${reason}` },
            updatedAt: now(),
          })
          .where(eq(paymentIntents.id, row.id))
          .returning();
        const voidedRow = voided[0];
        if (!voidedRow) throw new Error(`Payment intent ${row.id} vanished while voiding`, { cause: error });
        return { row: voidedRow, becamePaid: false };
      }
    }
    return outcome;
  }

  async function venueOf(row: IntentRow): Promise<unknown> {
    const metadata = z.record(z.string(), z.string()).parse(row.metadata);
    const venueId = metadata['venueId'];
    if (venueId !== undefined && options.getVenue) return options.getVenue(venueId);
    const context = options.getPaymentContext ? await options.getPaymentContext(row.paymentId) : undefined;
    return context?.venue;
  }

  scope.post('/sandbox-payments/payment-intents', async (request, reply) => {
    const body = parseOr400(reply, createBody, request.body, 'body');
    if (!body) return reply;
    const existing = await db.select().from(paymentIntents).where(eq(paymentIntents.paymentId, body.paymentId));
    const previous = existing[0];
    if (previous) {
      const same =
        previous.amount === body.amount.amount &&
        previous.currency === body.amount.currency &&
        previous.billId === body.billId &&
        previous.splitId === body.splitId;
      if (!same) {
        return sendError(reply, 409, {
          type: 'payment-id-already-used',
          message: `paymentId: ${body.paymentId} already has a payment intent with other details`,
        });
      }
      return reply.code(200).send(toIntentJson(previous));
    }
    const createdAt = now();
    const inserted = await db
      .insert(paymentIntents)
      .values({
        id: `pi_${randomId().replace(/-/g, '')}`,
        clientSecret: `secret_${randomId().replace(/-/g, '')}`,
        paymentId: body.paymentId,
        billId: body.billId,
        splitId: body.splitId,
        amount: body.amount.amount,
        currency: body.amount.currency,
        captureMethod: body.captureMethod,
        status: 'requires_payment_method',
        metadata: body.metadata ?? {},
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    const row = inserted[0];
    if (!row) throw new Error('Inserting a payment intent returned no row');
    return reply.code(201).send(toIntentJson(row));
  });

  scope.get('/sandbox-payments/payment-intents/:id', async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'params');
    if (!params) return reply;
    const row = await findIntent(params.id);
    return row ? reply.send(toIntentJson(row)) : notFound(reply, params.id);
  });

  scope.post('/sandbox-payments/payment-intents/:id/confirm', async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'params');
    if (!params) return reply;
    const body = parseOr400(reply, confirmBody, request.body, 'body');
    if (!body) return reply;
    const found = await findIntent(params.id);
    if (!found) return notFound(reply, params.id);
    // The venue is read before the intent row is locked: the core reads it through its own connection.
    const providers = body.paymentMethod.type === 'meal_voucher' ? enabledProviders(await venueOf(found)) : [];
    let secretMismatch = false;
    const result = await transition(params.id, (row, state) => {
      if (row.clientSecret !== body.clientSecret) {
        secretMismatch = true;
        return { ok: true, state };
      }
      const capture = row.captureMethod === 'manual' ? 'manual' : 'automatic';
      return confirmIntent(state, capture, body.paymentMethod, { now: now(), enabledMealVoucherProviders: providers });
    });
    if (!result) return notFound(reply, params.id);
    if (secretMismatch) {
      return sendError(reply, 403, { type: 'invalid-client-secret', message: 'clientSecret: does not match the payment intent' });
    }
    if ('refused' in result) return refuse(reply, result.refused);
    return reply.send(toIntentJson(result.row));
  });

  scope.get('/sandbox-payments/3ds/:id', async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'params');
    if (!params) return reply;
    const query = parseOr400(reply, challengeQuery, request.query, 'query');
    if (!query) return reply;
    const row = await findIntent(params.id);
    if (!row) return notFound(reply, params.id);
    const html = renderThreeDSecurePage({
      intentId: row.id,
      amount: { amount: row.amount, currency: row.currency },
      status: intentStatusSchema.parse(row.status),
      returnUrl: safeReturnUrl(query.returnUrl, request.headers.host),
    });
    return reply.type('text/html; charset=utf-8').send(html);
  });

  scope.post('/sandbox-payments/3ds/:id', async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'params');
    if (!params) return reply;
    const body = parseOr400(reply, authenticateBody, request.body, 'body');
    if (!body) return reply;
    const result = await transition(params.id, (row, state) =>
      authenticateIntent(state, row.captureMethod === 'manual' ? 'manual' : 'automatic', body.outcome),
    );
    if (!result) return notFound(reply, params.id);
    if ('refused' in result) return refuse(reply, result.refused);
    const returnUrl = safeReturnUrl(body.returnUrl, request.headers.host);
    if (returnUrl !== undefined) {
      const intent = toIntentJson(result.row);
      return reply.redirect(withQuery(returnUrl, { payment_intent: intent.id, redirect_status: intent.status }), 303);
    }
    return reply.send(toIntentJson(result.row));
  });

  scope.post('/sandbox-payments/payment-intents/:id/capture', async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'params');
    if (!params) return reply;
    const result = await transition(params.id, (_row, state) => captureIntent(state));
    if (!result) return notFound(reply, params.id);
    if ('refused' in result) return refuse(reply, result.refused);
    return reply.send(toIntentJson(result.row));
  });

  scope.post('/sandbox-payments/payment-intents/:id/cancel', async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'params');
    if (!params) return reply;
    const result = await transition(params.id, (_row, state) => cancelIntent(state, 'requested_by_customer'));
    if (!result) return notFound(reply, params.id);
    if ('refused' in result) return refuse(reply, result.refused);
    return reply.send(toIntentJson(result.row));
  });
}
