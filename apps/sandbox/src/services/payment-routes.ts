import { greaterThan, maximumTip, money, paymentAmountOwed, type Money } from '@tableside/billing-domain';
import { payments as contract } from '@tableside/contracts';
import { RAW_CARD_FIELDS, type PaymentIntent } from '@tableside/contracts/payments';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/http-error.js';
import { safeReturnUrl } from '../http/safe-redirect.js';
import { GUEST_TOKEN_HEADER } from '../identity/identity-routes.js';
import { verifyGuestToken } from '../identity/guest-token.js';
import { sendError } from './http-errors.js';
import { serve } from '../http/contract-route.js';
import { chargesOfSplit, recordCapture, refundCharge } from './payment-ledger.js';
import {
  authenticateIntent,
  cancelIntent,
  cardBrandSchema,
  captureIntent,
  confirmIntent,
  intentStatusSchema,
  lastPaymentErrorSchema,
  storedPaymentMethodSchema,
  type ConfirmMethod,
  type IntentState,
  type MealVoucherProvider,
  type Transition,
} from './payment-intent-machine.js';
import { paymentIntents, paymentMethods, voucherRedemptions } from './schema.js';
import { CARD_PAGE_PATH } from './card-page.js';
import { cardBehaviourSchema } from './test-cards.js';
import type { ServicesOptions, SplitDebt } from './services-options.js';
import { chargeAfterLoyaltyReward } from '../loyalty/loyalty-store.js';
import { renderThreeDSecurePage } from './three-d-secure-page.js';

type IntentRow = typeof paymentIntents.$inferSelect;

/** Card data the app must never send (PCI SAQ A): the card page on the provider's origin tokenizes it. */
function rawCardField(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('paymentMethod' in body)) return undefined;
  const method = body.paymentMethod;
  if (typeof method !== 'object' || method === null) return undefined;
  return RAW_CARD_FIELDS.find((field) => Object.hasOwn(method, field));
}

/** The intent as the simulator's routes return it (never the card number; the secret only to its creator). */
export function toIntentJson(row: IntentRow): PaymentIntent {
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
    nextAction:
      status === 'requires_action'
        ? { type: 'redirect_to_url' as const, url: `/sandbox-payments/3ds/${row.id}?${new URLSearchParams({ clientSecret: row.clientSecret }).toString()}` }
        : null,
    cancellationReason: row.cancellationReason,
    tip: { amount: row.tipAmount, currency: row.currency },
    voucher: row.voucherCode === null ? null : { code: row.voucherCode, discountAmount: { amount: row.voucherDiscount, currency: row.currency } },
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

  /** The tokenized card behind a payment-method id (what the card page stored). */
  async function findPaymentMethod(id: string): Promise<ConfirmMethod | undefined> {
    const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
    if (!row) return undefined;
    return {
      type: 'card',
      brand: cardBrandSchema.parse(row.brand),
      last4: row.last4,
      behaviour: cardBehaviourSchema.parse(row.behaviour),
      expMonth: row.expMonth,
      expYear: row.expYear,
    };
  }

  // Where the app frames the card page: the provider's own origin (issue 11, PCI SAQ A).
  serve(scope, contract.paymentsConfig, async (request, reply) => {
    if (!options.cardFrameOrigin)
      return sendError(reply, 404, { type: 'card-page-unavailable', message: 'params: this sandbox serves no card page', field: 'params' });
    const cardFrameOrigin = options.cardFrameOrigin(request.headers.host);
    return reply.header('cache-control', 'no-store').send({ cardFrameOrigin, cardFrameUrl: `${cardFrameOrigin}${CARD_PAGE_PATH}` });
  });

  async function findIntent(id: string): Promise<IntentRow | undefined> {
    const rows = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    return rows[0];
  }

  function notFound(reply: FastifyReply, id: string): FastifyReply {
    return sendError(reply, 404, { type: 'payment-intent-not-found', message: `params.id: no payment intent ${id}`, field: 'params.id' });
  }

  /** The guest the request's token proves; 401 `invalid-guest-token` for none or a forged one. */
  function requireGuestOf(request: FastifyRequest): string {
    const header = request.headers[GUEST_TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    const guestId = token && token.length <= 1000 ? verifyGuestToken(token, options.guestSecret) : undefined;
    if (!guestId) {
      throw new HttpError(401, {
        type: 'invalid-guest-token',
        message: `header ${GUEST_TOKEN_HEADER} is missing or invalid`,
        field: `header.${GUEST_TOKEN_HEADER}`,
      });
    }
    return guestId;
  }

  function notOwner(what: string): HttpError {
    return new HttpError(403, {
      type: 'not-split-owner',
      message: `header ${GUEST_TOKEN_HEADER}: ${what} belongs to another diner`,
      field: `header.${GUEST_TOKEN_HEADER}`,
    });
  }

  /**
   * Only the payer touches a payment: the intent's client secret (the 3-D Secure page and the provider's frame have
   * it) or the owner's guest token. A wrong secret is 403 `invalid-client-secret`.
   */
  function authorise(request: FastifyRequest, row: IntentRow, clientSecret: string | undefined, where: string): void {
    if (clientSecret !== undefined) {
      if (clientSecret === row.clientSecret) return;
      throw new HttpError(403, {
        type: 'invalid-client-secret',
        message: `${where}.clientSecret: does not match the payment intent`,
        field: `${where}.clientSecret`,
      });
    }
    const guestId = requireGuestOf(request);
    if (row.ownerGuestId !== guestId) throw notOwner('the payment intent');
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
          message: `body.paymentMethod.provider: ${error.provider} is not enabled for this venue`,
          field: 'body.paymentMethod.provider',
        });
      default: {
        const unreachable: never = error;
        throw new Error(`Unhandled transition error ${JSON.stringify(unreachable)}`);
      }
    }
  }

  /** A 4xx refusal of the billing core (`HttpError` shape): the bill cannot take the payment. */
  function refusalOf(error: unknown): { type: string; message: string } | undefined {
    if (typeof error !== 'object' || error === null || !('statusCode' in error) || !('body' in error)) return undefined;
    const status = Number(error.statusCode);
    const body = z.object({ type: z.string(), message: z.string() }).safeParse(error.body);
    return status >= 400 && status < 500 && body.success ? body.data : undefined;
  }

  async function reread(id: string): Promise<IntentRow> {
    const row = await findIntent(id);
    if (!row) throw new Error(`Payment intent ${id} vanished`);
    return row;
  }

  /** Tells the core a split's payment failed: the split is released at once and its voucher with it. */
  async function releaseSplit(row: IntentRow, reason: string): Promise<void> {
    if (row.kind !== 'split' || !options.onPaymentFailed) return;
    await options.onPaymentFailed({ paymentId: row.paymentId, billId: row.billId, splitId: row.splitId, reason });
  }

  /**
   * Settles the split of an intent that just succeeded (the ledger row was written with the success). A refusal of
   * the bill gives the charge back: a charge other than the debt is cancelled `amount_mismatch`; a split that can no
   * longer take it leaves the intent payable again with a processing error. Other failures leave the ledger row
   * `captured` for the reconciler.
   */
  async function settle(row: IntentRow): Promise<IntentRow> {
    if (!options.onPaymentSucceeded) return row;
    const method = row.paymentMethod === null ? null : storedPaymentMethodSchema.parse(row.paymentMethod);
    try {
      await options.onPaymentSucceeded({
        paymentId: row.paymentId,
        billId: row.billId,
        splitId: row.splitId,
        amount: { amount: row.amountCaptured, currency: row.currency },
        paymentMethodKind: method?.type ?? 'card',
        status: 'succeeded',
        tip: { amount: row.tipAmount, currency: row.currency },
        ...(row.voucherCode === null ? {} : { voucher: { code: row.voucherCode, discountAmount: { amount: row.voucherDiscount, currency: row.currency } } }),
      });
      return await reread(row.id);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      scope.log.warn({ err: error, paymentId: row.paymentId }, 'the billing core refused a succeeded payment');
      const kind =
        refusal.type === 'amount-mismatch'
          ? ({ status: 'canceled', reason: 'amount_mismatch' } as const)
          : ({ status: 'requires_payment_method', message: `The payment could not be recorded on the bill: ${refusal.message}` } as const);
      await refundCharge(db, row.paymentId, kind, now());
      await releaseSplit(row, refusal.type);
      return reread(row.id);
    }
  }

  /**
   * Runs a transition on the locked intent row. A split intent that succeeds writes its ledger row in the same
   * transaction, then settles its split; one that fails releases its split.
   */
  async function transition(
    id: string,
    apply: (row: IntentRow, state: IntentState) => Transition,
  ): Promise<{ row: IntentRow } | { refused: Extract<Transition, { ok: false }> } | undefined> {
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
      const captured = next.status === 'succeeded' && state.status !== 'succeeded';
      if (captured && row.kind === 'split') {
        await recordCapture(
          tx,
          {
            paymentId: row.paymentId,
            intentId: row.id,
            billId: row.billId,
            splitId: row.splitId,
            amount: amountCaptured,
            currency: row.currency,
            tipAmount: row.tipAmount,
            voucherCode: row.voucherCode,
            voucherDiscount: row.voucherDiscount,
          },
          now(),
        );
      }
      const failed =
        next.status !== state.status && (next.status === 'canceled' || (next.status === 'requires_payment_method' && next.lastPaymentError !== null));
      const declined = state.status === 'requires_payment_method' && next.status === 'requires_payment_method' && next.lastPaymentError !== null;
      return { row: updatedRow, captured, failed: failed || declined };
    });
    if (!outcome || 'refused' in outcome) return outcome;
    if (outcome.captured && outcome.row.kind === 'split') {
      options.afterCapture?.();
      return { row: await settle(outcome.row) };
    }
    if (outcome.failed) await releaseSplit(outcome.row, outcome.row.lastPaymentError === null ? 'canceled' : 'payment-failed');
    return { row: outcome.row };
  }

  async function venueOf(row: IntentRow): Promise<unknown> {
    const metadata = z.record(z.string(), z.string()).parse(row.metadata);
    const venueId = metadata['venueId'];
    if (venueId !== undefined && options.getVenue) return options.getVenue(venueId);
    const context = options.getPaymentContext ? await options.getPaymentContext(row.paymentId) : undefined;
    return context?.venue;
  }

  /** The voucher reserved on a split, if any. */
  async function reservedVoucher(billId: string, splitId: string): Promise<{ code: string; discountAmount: number } | undefined> {
    const found = await db
      .select()
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.billId, billId), eq(voucherRedemptions.splitId, splitId), inArray(voucherRedemptions.status, ['reserved'])));
    const row = found[0];
    return row ? { code: row.code, discountAmount: row.discountAmount } : undefined;
  }

  type CreateBody = z.output<typeof contract.createIntentBodySchema>;

  /** What a split payment charges: computed here from the split, the tip and the voucher, never taken from the client. */
  async function splitCharge(
    debt: SplitDebt,
    body: CreateBody,
  ): Promise<{ amount: Money; tip: Money; voucher: { code: string; discountAmount: Money } | undefined }> {
    const currency = debt.billSplitAmount.currency;
    const tip = body.tip ?? money(0, currency);
    if (tip.currency !== currency)
      throw new HttpError(422, { type: 'currency-mismatch', message: `body.tip is in ${tip.currency} but the split is in ${currency}`, field: 'body.tip' });
    const ceiling = maximumTip(debt.billSplitAmount);
    if (greaterThan(tip, ceiling)) throw new HttpError(422, { type: 'tip-too-high', message: `body.tip may not exceed ${ceiling.amount}`, field: 'body.tip' });
    const reserved = await reservedVoucher(debt.billId, debt.splitId);
    const voucher = reserved ? { code: reserved.code, discountAmount: money(reserved.discountAmount, currency) } : undefined;
    const owed = paymentAmountOwed({
      billSplitAmount: debt.billSplitAmount,
      fees: debt.fees,
      tip,
      voucherDiscount: voucher?.discountAmount ?? money(0, currency),
    });
    // An applied loyalty reward lowers the charge (never the tip or the fees).
    const amount = chargeAfterLoyaltyReward(owed, debt.billSplitAmount, voucher?.discountAmount, debt.loyaltyReward);
    if (body.amount !== undefined && (body.amount.amount !== amount.amount || body.amount.currency !== amount.currency)) {
      throw new HttpError(422, {
        type: 'amount-mismatch',
        message: `amount: the split owes ${amount.amount} ${amount.currency} (split amount + tip − voucher − loyalty reward), not ${body.amount.amount} ${body.amount.currency}`,
        field: 'amount',
      });
    }
    if (amount.amount <= 0)
      throw new HttpError(422, {
        type: 'nothing-to-charge',
        message: 'body.splitId: the split owes nothing to charge (use fully-discount)',
        field: 'body.splitId',
      });
    return { amount, tip, voucher };
  }

  serve(scope, contract.createPaymentIntent, async (request, reply) => {
    const body = request.body;
    const guestId = requireGuestOf(request);
    const debt = options.getSplitDebt ? await options.getSplitDebt(body.billId, body.splitId) : undefined;
    const existing = (await db.select().from(paymentIntents).where(eq(paymentIntents.paymentId, body.paymentId)))[0];
    // Another diner replaying a payment id never gets the intent or its secret.
    if (existing && existing.ownerGuestId !== guestId) throw notOwner(`body.paymentId ${body.paymentId}`);

    let values: {
      kind: 'split' | 'hold';
      amount: Money;
      tip: Money;
      voucher: { code: string; discountAmount: Money } | undefined;
      captureMethod: 'automatic' | 'manual';
    };
    if (debt) {
      if (debt.consumerGuestId !== guestId) throw notOwner(`split ${debt.splitId}`);
      if (body.captureMethod === 'manual')
        throw new HttpError(422, {
          type: 'invalid-capture-method',
          message: 'body.captureMethod: a split is paid with automatic capture',
          field: 'body.captureMethod',
        });
      if (existing) {
        const sameSplit = existing.billId === body.billId && existing.splitId === body.splitId;
        if (sameSplit && (body.amount === undefined || body.amount.amount === existing.amount)) return reply.code(200).send(toIntentJson(existing));
        throw new HttpError(409, {
          type: 'payment-id-already-used',
          message: `body.paymentId: ${body.paymentId} already has a payment intent with other details`,
          field: 'body.paymentId',
        });
      }
      if (debt.status !== 'PENDING' && debt.status !== 'ISSUED') {
        throw new HttpError(409, {
          type: 'split-already-settled',
          message: `body.splitId: split ${debt.splitId} is already ${debt.status}`,
          field: 'body.splitId',
        });
      }
      if (debt.status !== 'PENDING' || debt.paymentId !== body.paymentId) {
        throw new HttpError(409, {
          type: 'payment-not-engaged',
          message: `body.paymentId: ${body.paymentId} is not engaged on split ${debt.splitId}`,
          field: 'body.paymentId',
        });
      }
      if ((await chargesOfSplit(db, debt.billId, debt.splitId)).length > 0) {
        throw new HttpError(409, {
          type: 'split-already-charged',
          message: `body.splitId: split ${debt.splitId} already has a captured charge`,
          field: 'body.splitId',
        });
      }
      values = { kind: 'split', ...(await splitCharge(debt, body)), captureMethod: 'automatic' };
    } else {
      // A card hold (tab, pre-authorisation) pays no split: its amount is what the ordering services check it covers.
      if (body.captureMethod !== 'manual') {
        throw new HttpError(404, {
          type: 'bill-split-not-found',
          message: `body.splitId: ${body.splitId} is not a split of bill ${body.billId}`,
          field: 'body.splitId',
        });
      }
      if (body.amount === undefined)
        throw new HttpError(400, { type: 'invalid-request', message: 'body.amount: a card hold needs its amount', field: 'body.amount' });
      // A tab's hold belongs to the tab's owner.
      const holdOwner = options.getHoldOwner ? await options.getHoldOwner(body.paymentId) : undefined;
      if (holdOwner !== undefined && holdOwner !== guestId) throw notOwner(`the tab of body.paymentId ${body.paymentId}`);
      if (existing) {
        const same =
          existing.kind === 'hold' &&
          existing.amount === body.amount.amount &&
          existing.currency === body.amount.currency &&
          existing.billId === body.billId &&
          existing.splitId === body.splitId;
        if (same) return reply.code(200).send(toIntentJson(existing));
        throw new HttpError(409, {
          type: 'payment-id-already-used',
          message: `body.paymentId: ${body.paymentId} already has a payment intent with other details`,
          field: 'body.paymentId',
        });
      }
      values = { kind: 'hold', amount: body.amount, tip: money(0, body.amount.currency), voucher: undefined, captureMethod: 'manual' };
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
        amount: values.amount.amount,
        currency: values.amount.currency,
        captureMethod: values.captureMethod,
        status: 'requires_payment_method',
        metadata: {
          ...body.metadata,
          ...(values.kind === 'split' ? { tipAmount: String(values.tip.amount) } : {}),
          // The voucher is on the payment (and its receipt) as well as on the split.
          ...(values.voucher ? { voucherCode: values.voucher.code, voucherDiscount: String(values.voucher.discountAmount.amount) } : {}),
        },
        ownerGuestId: guestId,
        kind: values.kind,
        tipAmount: values.tip.amount,
        voucherCode: values.voucher?.code ?? null,
        voucherDiscount: values.voucher?.discountAmount.amount ?? 0,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing()
      .returning();
    const row = inserted[0];
    if (!row) {
      // A concurrent create with the same payment id won: answer it when it is the same diner's.
      const winner = (await db.select().from(paymentIntents).where(eq(paymentIntents.paymentId, body.paymentId)))[0];
      if (!winner || winner.ownerGuestId !== guestId) throw notOwner(`body.paymentId ${body.paymentId}`);
      return reply.code(200).send(toIntentJson(winner));
    }
    return reply.code(201).send(toIntentJson(row));
  });

  serve(scope, contract.getPaymentIntent, async (request, reply) => {
    const { params, query } = request;
    const row = await findIntent(params.id);
    if (!row) return notFound(reply, params.id);
    authorise(request, row, query.clientSecret, 'query');
    return reply.send(toIntentJson(row));
  });

  // Raw card data is refused before the body's schema reads it.
  const refuseRawCardData = async (request: FastifyRequest): Promise<void> => {
    const raw = rawCardField(request.body);
    if (raw !== undefined) {
      throw new HttpError(400, {
        type: 'raw-card-data-refused',
        message: `body.paymentMethod.${raw}: card data is entered on the payment provider's card page (${CARD_PAGE_PATH}); confirm with its paymentMethodId`,
        field: `body.paymentMethod.${raw}`,
      });
    }
  };
  serve(
    scope,
    contract.confirmPaymentIntent,
    async (request, reply) => {
      const { params, body } = request;
      const found = await findIntent(params.id);
      if (!found) return notFound(reply, params.id);
      // Confirming charges the card: the owner's token and the intent's secret, both.
      authorise(request, found, undefined, 'body');
      authorise(request, found, body.clientSecret, 'body');
      // The card behind the payment-method id decides the outcome (the test cards' behaviour, its expiry).
      let method: ConfirmMethod;
      if (body.paymentMethod.type === 'card') {
        const card = await findPaymentMethod(body.paymentMethod.paymentMethodId);
        if (!card) {
          return sendError(reply, 404, {
            type: 'payment-method-not-found',
            message: `body.paymentMethod.paymentMethodId: no payment method ${body.paymentMethod.paymentMethodId}`,
            field: 'body.paymentMethod.paymentMethodId',
          });
        }
        method = card;
      } else {
        method = body.paymentMethod;
      }
      // The venue is read before the intent row is locked: the core reads it through its own connection.
      const providers = method.type === 'meal_voucher' ? enabledProviders(await venueOf(found)) : [];
      const result = await transition(params.id, (row, state) => {
        const capture = row.captureMethod === 'manual' ? 'manual' : 'automatic';
        return confirmIntent(state, capture, method, { now: now(), enabledMealVoucherProviders: providers });
      });
      if (!result) return notFound(reply, params.id);
      if ('refused' in result) return refuse(reply, result.refused);
      return reply.send(toIntentJson(result.row));
    },
    { preValidation: refuseRawCardData },
  );

  serve(scope, contract.threeDSecurePage, async (request, reply) => {
    const { params, query } = request;
    const row = await findIntent(params.id);
    if (!row) return notFound(reply, params.id);
    authorise(request, row, query.clientSecret, 'query');
    const html = renderThreeDSecurePage({
      intentId: row.id,
      amount: { amount: row.amount, currency: row.currency },
      status: intentStatusSchema.parse(row.status),
      returnUrl: safeReturnUrl(query.returnUrl, request.headers.host),
      clientSecret: row.clientSecret,
    });
    return reply.type('text/html; charset=utf-8').send(html);
  });

  serve(scope, contract.authenticatePaymentIntent, async (request, reply) => {
    const { params, body } = request;
    const found = await findIntent(params.id);
    if (!found) return notFound(reply, params.id);
    authorise(request, found, body.clientSecret, 'body');
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

  serve(scope, contract.capturePaymentIntent, async (request, reply) => {
    const { params, body } = request;
    const found = await findIntent(params.id);
    if (!found) return notFound(reply, params.id);
    authorise(request, found, body.clientSecret, 'body');
    const result = await transition(params.id, (_row, state) => captureIntent(state));
    if (!result) return notFound(reply, params.id);
    if ('refused' in result) return refuse(reply, result.refused);
    return reply.send(toIntentJson(result.row));
  });

  serve(scope, contract.cancelPaymentIntent, async (request, reply) => {
    const { params, body } = request;
    const found = await findIntent(params.id);
    if (!found) return notFound(reply, params.id);
    authorise(request, found, body.clientSecret, 'body');
    const result = await transition(params.id, (_row, state) => cancelIntent(state, 'requested_by_customer'));
    if (!result) return notFound(reply, params.id);
    if ('refused' in result) return refuse(reply, result.refused);
    return reply.send(toIntentJson(result.row));
  });
}
