import { describe, expect, test, vi } from 'vitest';
import { createNativeBridge, NATIVE_APP_USER_AGENT_MARKER } from './native-bridge.js';

const payload = { billId: 'bill-1', splitId: 'split-1' };
const message = JSON.stringify({ type: 'BillSplitPaid', ...payload });

describe('"after payment posts \'BillSplitPaid\' to the native app" (2-paying §7)', () => {
  test('through ReactNativeWebView.postMessage when present', () => {
    const postMessage = vi.fn();
    const bridge = createNativeBridge({ ReactNativeWebView: { postMessage }, navigator: { userAgent: 'Mozilla' } }, vi.fn());
    expect(bridge.isNativeApp).toBe(true);
    expect(bridge.billSplitPaid(payload)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(message);
  });

  test('to the page when the user agent carries the app marker', () => {
    const postMessage = vi.fn();
    const bridge = createNativeBridge({ navigator: { userAgent: `Mozilla ${NATIVE_APP_USER_AGENT_MARKER}/1.0` }, postMessage }, vi.fn());
    expect(bridge.billSplitPaid(payload)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(message, '*');
  });

  test('nothing outside a native app', () => {
    const postMessage = vi.fn();
    const bridge = createNativeBridge({ navigator: { userAgent: 'Mozilla' }, postMessage }, vi.fn());
    expect(bridge.isNativeApp).toBe(false);
    expect(bridge.billSplitPaid(payload)).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  test('"native messaging failure are logged only" (2-paying §8)', () => {
    const log = vi.fn();
    const bridge = createNativeBridge(
      {
        ReactNativeWebView: {
          postMessage: () => {
            throw new Error('gone');
          },
        },
      },
      log,
    );
    expect(bridge.billSplitPaid(payload)).toBe(false);
    expect(log).toHaveBeenCalledOnce();
  });
});
