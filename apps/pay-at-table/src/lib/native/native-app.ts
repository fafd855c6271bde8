import { NATIVE_APP_USER_AGENT_MARKER } from './native-marker.js';

export { NATIVE_APP_USER_AGENT_MARKER };

/** The message telling the native app that the diner is logged in (3 §4, §7 "Native app messages (… logged-in)"). */
export const USER_LOGGED_IN = 'UserLoggedIn';

/** What posting reads of the page: the React Native web view, the user agent and postMessage. */
export interface NativeAppHost {
  readonly ReactNativeWebView?: { postMessage(message: string): void } | undefined;
  readonly navigator?: { readonly userAgent: string } | undefined;
  postMessage?(message: string, targetOrigin: string): void;
}

/** True when the page runs in one of the native apps: its user agent carries the marker. */
export function isNativeAppAgent(host: NativeAppHost): boolean {
  return host.navigator?.userAgent.includes(NATIVE_APP_USER_AGENT_MARKER) ?? false;
}

/**
 * "The native app is told the user is logged in when the agent identifies as the mobile app (failure only logged)"
 * (3 §4): `{type: 'UserLoggedIn', userId}` through the web view's `postMessage` when it injects one, else to the
 * page itself, where the native shell listens. Other agents get nothing. Answers whether the message was posted.
 */
export function postUserLoggedIn(host: NativeAppHost, userId: string, log: (message: string, error: unknown) => void): boolean {
  if (!isNativeAppAgent(host)) return false;
  const message = JSON.stringify({ type: USER_LOGGED_IN, userId });
  try {
    if (host.ReactNativeWebView) {
      host.ReactNativeWebView.postMessage(message);
      return true;
    }
    if (host.postMessage) {
      host.postMessage(message, '*');
      return true;
    }
  } catch (error) {
    log(`Posting ${USER_LOGGED_IN} to the native app failed`, error);
  }
  return false;
}

/** The browser page as a host: the web view object is read and checked, never assumed. */
export function browserNativeAppHost(page: Window): NativeAppHost {
  const candidate: unknown = Reflect.get(page, 'ReactNativeWebView');
  const post = typeof candidate === 'object' && candidate !== null ? Reflect.get(candidate, 'postMessage') : undefined;
  return {
    ReactNativeWebView: typeof post === 'function' ? { postMessage: (message: string) => void Reflect.apply(post, candidate, [message]) } : undefined,
    navigator: page.navigator,
    postMessage: (message, targetOrigin) => page.postMessage(message, targetOrigin),
  };
}
