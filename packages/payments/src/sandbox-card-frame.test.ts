import { describe, expect, test, vi } from 'vitest';
import { CARD_FRAME_SOURCE, mountSandboxCardFrame, type CardFrameWindow } from './sandbox-card-frame.js';

const CARD_ORIGIN = 'http://127.0.0.1:4001';
const APP_ORIGIN = 'http://127.0.0.1:4000';
const PM = `pm_${'ab'.repeat(16)}`;

/** A page with one iframe: the frame's window records what the app posts to it. */
function harness(options: { timeoutMs?: number; onSubmit?: () => void } = {}) {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const frameWindow = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  const iframe = { src: '', title: '', style: {} as Record<string, string>, contentWindow: frameWindow as unknown, remove: vi.fn() };
  const appended: unknown[] = [];
  const target = { ownerDocument: { createElement: () => iframe }, append: (node: unknown) => appended.push(node) } as unknown as HTMLElement;
  const listeners = new Set<(event: MessageEvent) => void>();
  const win: CardFrameWindow = {
    location: { origin: APP_ORIGIN },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const fields = mountSandboxCardFrame({
    target,
    cardFrameOrigin: CARD_ORIGIN,
    window: win,
    locale: 'fr-BE',
    title: 'Informations de la carte',
    amount: { amount: 100_000, currency: 'EUR' },
    autofocus: false,
    ...options,
  });
  /** Delivers a message as the browser would, from `origin` and `source`. */
  const deliver = (data: unknown, origin = CARD_ORIGIN, source: unknown = frameWindow) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
  };
  const fromFrame = (data: Record<string, unknown>) => ({ source: CARD_FRAME_SOURCE, ...data });
  return { fields, iframe, appended, posted, deliver, fromFrame, listeners, frameWindow };
}

/** Waits until the app has posted `count` tokenize requests. */
async function postedCount(posted: unknown[], count: number) {
  await vi.waitFor(() => expect(posted.length).toBe(count));
}

describe('the sandbox card frame (issue 11: the card stays on the provider origin)', () => {
  test('mounts the card page of the provider origin for the app origin, in the diner locale, with a name', () => {
    const { iframe, appended } = harness();
    expect(appended).toEqual([iframe]);
    const url = new URL(iframe.src);
    expect(url.origin).toBe(CARD_ORIGIN);
    expect(url.pathname).toBe('/sandbox-payments/card-frame');
    expect(Object.fromEntries(url.searchParams)).toEqual({ origin: APP_ORIGIN, lang: 'fr-BE', autofocus: '0' });
    expect(iframe.title).toBe('Informations de la carte');
  });

  test('collect asks the frame (naming its origin, never *) and resolves with the payment-method id only', async () => {
    const { fields, posted, deliver, fromFrame } = harness();
    deliver(fromFrame({ type: 'ready' }));
    const collected = fields.collect();
    await postedCount(posted, 1);
    expect(posted[0]).toEqual({ message: { target: CARD_FRAME_SOURCE, type: 'tokenize', requestId: 'collect-1' }, targetOrigin: CARD_ORIGIN });
    deliver(fromFrame({ type: 'payment-method', requestId: 'collect-1', paymentMethodId: PM, brand: 'visa', last4: '4242' }));
    await expect(collected).resolves.toEqual({ ok: true, paymentMethod: { kind: 'card', paymentMethodId: PM }, brand: 'visa', last4: '4242' });
  });

  test.each([
    ['another origin', 'https://evil.example', undefined],
    ['the app origin itself', APP_ORIGIN, undefined],
    ['the card origin but another window', CARD_ORIGIN, { postMessage: () => undefined }],
  ])('a message from %s is ignored', async (_case, origin, source) => {
    const { fields, posted, deliver, fromFrame, frameWindow } = harness();
    deliver(fromFrame({ type: 'ready' }));
    const collected = fields.collect();
    await postedCount(posted, 1);
    deliver(
      fromFrame({ type: 'payment-method', requestId: 'collect-1', paymentMethodId: `pm_${'cd'.repeat(16)}`, last4: '0000' }),
      origin,
      source ?? frameWindow,
    );
    deliver(fromFrame({ type: 'payment-method', requestId: 'collect-1', paymentMethodId: PM, last4: '4242' }));
    await expect(collected).resolves.toMatchObject({ ok: true, paymentMethod: { paymentMethodId: PM }, last4: '4242' });
  });

  test('messages that are not the card page protocol are ignored (other scripts, malformed ids)', async () => {
    const { fields, posted, deliver, fromFrame } = harness();
    deliver(fromFrame({ type: 'ready' }));
    const collected = fields.collect();
    await postedCount(posted, 1);
    deliver({ type: 'payment-method', requestId: 'collect-1', paymentMethodId: PM });
    deliver(fromFrame({ type: 'payment-method', requestId: 'collect-1', paymentMethodId: '4242424242424242' }));
    deliver('axe.ping');
    deliver(fromFrame({ type: 'invalid', requestId: 'collect-1', fields: ['number'] }));
    await expect(collected).resolves.toEqual({ ok: false, code: 'invalid-card' });
  });

  test('collect waits for the page to be ready; a page that never loads is unavailable after the timeout', async () => {
    const slow = harness({ timeoutMs: 30 });
    await expect(slow.fields.collect()).resolves.toEqual({ ok: false, code: 'card-frame-unavailable' });
    expect(slow.posted).toEqual([]);
  });

  test('resize sets the frame height; Enter in a field asks the app to submit', () => {
    const onSubmit = vi.fn();
    const { iframe, deliver, fromFrame } = harness({ onSubmit });
    deliver(fromFrame({ type: 'resize', height: 212.4 }));
    expect(iframe.style['height']).toBe('213px');
    deliver(fromFrame({ type: 'submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    deliver(fromFrame({ type: 'submit' }), 'https://evil.example');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test('destroy removes the frame, stops listening and settles a pending collect', async () => {
    const { fields, iframe, listeners, posted, deliver, fromFrame } = harness();
    deliver(fromFrame({ type: 'ready' }));
    const collected = fields.collect();
    await postedCount(posted, 1);
    fields.destroy();
    await expect(collected).resolves.toEqual({ ok: false, code: 'card-frame-unavailable' });
    expect(iframe.remove).toHaveBeenCalled();
    expect(listeners.size).toBe(0);
    await expect(fields.collect()).resolves.toEqual({ ok: false, code: 'card-frame-unavailable' });
  });
});
