import * as z from 'zod/mini';
import type { CardFields, CardFieldsOptions, CollectedCard } from './payment-provider.js';
import type { SandboxPaymentProviderOptions } from './sandbox-payment-provider.js';

/** Names both sides of the card frame's messages (the sandbox's card page uses the same). */
export const CARD_FRAME_SOURCE = 'tableside-card-frame';

/** The card page's path on the provider's card origin. */
export const CARD_FRAME_PATH = '/sandbox-payments/card-frame';

const frameMessageSchema = z.discriminatedUnion('type', [
  z.object({ source: z.literal(CARD_FRAME_SOURCE), type: z.literal('ready') }),
  z.object({ source: z.literal(CARD_FRAME_SOURCE), type: z.literal('submit') }),
  z.object({ source: z.literal(CARD_FRAME_SOURCE), type: z.literal('resize'), height: z.number().check(z.minimum(0), z.maximum(4000)) }),
  z.object({
    source: z.literal(CARD_FRAME_SOURCE),
    type: z.literal('payment-method'),
    requestId: z.string(),
    paymentMethodId: z.string().check(z.regex(/^pm_[0-9a-f]{32}$/)),
    brand: z.optional(z.string().check(z.maxLength(20))),
    last4: z.optional(z.string().check(z.regex(/^\d{4}$/))),
  }),
  z.object({ source: z.literal(CARD_FRAME_SOURCE), type: z.literal('invalid'), requestId: z.string() }),
  z.object({ source: z.literal(CARD_FRAME_SOURCE), type: z.literal('unavailable'), requestId: z.string() }),
]);

/** The parts of `window` the frame client uses (tests pass their own). */
export interface CardFrameWindow {
  readonly location: { readonly origin: string };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface SandboxCardFrameOptions extends CardFieldsOptions {
  target: HTMLElement;
  /** The provider's card origin, e.g. http://127.0.0.1:4001. */
  cardFrameOrigin: string;
  window: CardFrameWindow;
  /** How long the frame may take to load, and to answer a collect (default 20 s). */
  timeoutMs?: number;
}

/**
 * Mounts the sandbox's card page (on the provider's own origin) in an iframe. Messages are read only when they come
 * from that origin and from that iframe's window; the tokenize request is posted to that origin only. The app gets
 * a payment-method id, never the card.
 */
export function mountSandboxCardFrame(options: SandboxCardFrameOptions): CardFields {
  const { target, cardFrameOrigin } = options;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const iframe = target.ownerDocument.createElement('iframe');
  const query = new URLSearchParams({ origin: options.window.location.origin, lang: options.locale, autofocus: options.autofocus ? '1' : '0' });
  iframe.src = `${cardFrameOrigin}${CARD_FRAME_PATH}?${query.toString()}`;
  iframe.title = options.title;
  iframe.style.width = '100%';
  iframe.style.border = '0';
  iframe.style.display = 'block';
  iframe.style.height = '11rem';

  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const pending = new Map<string, (result: CollectedCard) => void>();
  let sequence = 0;
  let destroyed = false;

  const listener = (event: MessageEvent): void => {
    // Only the card page we mounted, on the provider's origin, is heard.
    if (event.origin !== cardFrameOrigin || event.source !== iframe.contentWindow) return;
    const parsed = frameMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'ready':
        markReady();
        return;
      case 'submit':
        options.onSubmit?.();
        return;
      case 'resize':
        iframe.style.height = `${Math.ceil(message.height)}px`;
        return;
      case 'payment-method':
        pending.get(message.requestId)?.({
          ok: true,
          paymentMethod: { kind: 'card', paymentMethodId: message.paymentMethodId },
          ...(message.brand ? { brand: message.brand } : {}),
          ...(message.last4 ? { last4: message.last4 } : {}),
        });
        return;
      case 'invalid':
        pending.get(message.requestId)?.({ ok: false, code: 'invalid-card' });
        return;
      case 'unavailable':
        pending.get(message.requestId)?.({ ok: false, code: 'card-frame-unavailable' });
        return;
      default: {
        const unreachable: never = message;
        throw new Error(`Unhandled card frame message ${JSON.stringify(unreachable)}`);
      }
    }
  };
  options.window.addEventListener('message', listener);
  target.append(iframe);

  const within = <T>(promise: Promise<T>, fallback: T): Promise<T> =>
    new Promise<T>((resolve) => {
      const timer = setTimeout(() => resolve(fallback), timeoutMs);
      void promise.then((value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });

  return {
    async collect() {
      const unavailable: CollectedCard = { ok: false, code: 'card-frame-unavailable' };
      if (
        destroyed ||
        !(await within(
          ready.then(() => true),
          false,
        ))
      )
        return unavailable;
      const frame = iframe.contentWindow;
      if (!frame) return unavailable;
      sequence += 1;
      const requestId = `collect-${sequence}`;
      const answer = new Promise<CollectedCard>((resolve) => pending.set(requestId, resolve));
      frame.postMessage({ target: CARD_FRAME_SOURCE, type: 'tokenize', requestId }, cardFrameOrigin);
      const result = await within(answer, unavailable);
      pending.delete(requestId);
      return result;
    },
    destroy() {
      destroyed = true;
      options.window.removeEventListener('message', listener);
      for (const resolve of pending.values()) resolve({ ok: false, code: 'card-frame-unavailable' });
      pending.clear();
      iframe.remove();
    },
  };
}

const configSchema = z.object({ cardFrameOrigin: z.url() });

/** The card origin each provider found, asked once (a failed ask is asked again next time). */
const origins = new WeakMap<SandboxPaymentProviderOptions, Promise<string | undefined>>();

/** The provider's card origin: configured, else asked from the sandbox (`GET /sandbox-payments/config`). */
function cardOriginOf(options: SandboxPaymentProviderOptions): Promise<string | undefined> {
  if (options.cardFrameOrigin) return Promise.resolve(options.cardFrameOrigin.replace(/\/$/, ''));
  const known = origins.get(options);
  if (known) return known;
  const asked = options
    .fetch(`${options.baseUrl.replace(/\/$/, '')}/sandbox-payments/config`, { headers: { ...options.headers?.() } })
    .then(async (response) => (response.ok ? configSchema.parse(await response.json()).cardFrameOrigin.replace(/\/$/, '') : undefined))
    .catch(() => undefined);
  origins.set(options, asked);
  void asked.then((origin) => {
    if (origin === undefined) origins.delete(options);
  });
  return asked;
}

/** The sandbox adapter's `mountCardFields`: the card page of the provider's card origin, or fields that collect nothing. */
export async function mountSandboxCardFields(options: SandboxPaymentProviderOptions, target: HTMLElement, fields: CardFieldsOptions): Promise<CardFields> {
  const origin = await cardOriginOf(options);
  if (origin === undefined) return { collect: () => Promise.resolve({ ok: false, code: 'card-frame-unavailable' }), destroy: () => undefined };
  return mountSandboxCardFrame({ ...fields, target, cardFrameOrigin: origin, window: options.window ?? window });
}
