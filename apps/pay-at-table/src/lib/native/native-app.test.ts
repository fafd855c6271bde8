import { describe, expect, test, vi } from 'vitest';
import { NATIVE_APP_USER_AGENT_MARKER, postUserLoggedIn, type NativeAppHost } from './native-app.js';

const APP_AGENT = `Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile ${NATIVE_APP_USER_AGENT_MARKER}/3.1`;

describe('the native logged-in message (3 §4 "when the agent identifies as the mobile app (failure only logged)")', () => {
  test('a browser without the marker gets nothing, even with a web view object', () => {
    const webView = vi.fn();
    const host: NativeAppHost = { navigator: { userAgent: 'Mozilla/5.0 Chrome/126' }, ReactNativeWebView: { postMessage: webView } };
    expect(postUserLoggedIn(host, 'user-1', vi.fn())).toBe(false);
    expect(webView).not.toHaveBeenCalled();
  });

  test('the app gets {type: UserLoggedIn, userId} through its web view, else on the page', () => {
    const webView = vi.fn();
    expect(postUserLoggedIn({ navigator: { userAgent: APP_AGENT }, ReactNativeWebView: { postMessage: webView } }, 'user-1', vi.fn())).toBe(true);
    expect(JSON.parse(webView.mock.calls[0]?.[0] as string)).toEqual({ type: 'UserLoggedIn', userId: 'user-1' });
    const page = vi.fn();
    expect(postUserLoggedIn({ navigator: { userAgent: APP_AGENT }, postMessage: page }, 'user-2', vi.fn())).toBe(true);
    expect(page).toHaveBeenCalledWith(JSON.stringify({ type: 'UserLoggedIn', userId: 'user-2' }), '*');
  });

  test('a failure to post is logged only', () => {
    const log = vi.fn();
    const host: NativeAppHost = {
      navigator: { userAgent: APP_AGENT },
      ReactNativeWebView: {
        postMessage: () => {
          throw new Error('bridge gone');
        },
      },
    };
    expect(postUserLoggedIn(host, 'user-1', log)).toBe(false);
    expect(log).toHaveBeenCalledWith('Posting UserLoggedIn to the native app failed', expect.any(Error));
  });
});
