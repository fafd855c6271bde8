import { NATIVE_APP_USER_AGENT_MARKER } from '../../../lib/native/native-marker.js';

/** The message posted to the native app once a split is paid (2-paying §7 "Native bridge"). */
export const BILL_SPLIT_PAID = 'BillSplitPaid';

/** The message carrying the receipt PDF to the native app (2-paying §7 "sends the receipt as base64"). */
export const RECEIPT_FILE = 'ReceiptFile';

/**
 * "receipt_{name}_{date}_{paymentId}.pdf" (2-paying §7): `name` is the venue's, kept to letters, digits and dashes;
 * `date` is the payment day (YYYY-MM-DD).
 */
export function nativeReceiptFileName(name: string, date: string, paymentId: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `receipt_${safe || 'venue'}_${date}_${paymentId}.pdf`;
}

/** The user-agent marker the native apps add to their web view (shared with the account's logged-in message). */
export { NATIVE_APP_USER_AGENT_MARKER } from '../../../lib/native/native-marker.js';

/** What the bridge reads of the page it runs in: the React Native web view, the user agent and postMessage. */
export interface NativeBridgeHost {
  readonly ReactNativeWebView?: { postMessage(message: string): void } | undefined;
  readonly navigator?: { readonly userAgent: string } | undefined;
  postMessage?(message: string, targetOrigin: string): void;
}

/** The native-app port: whether the app runs inside a native app, and the paid signal. */
export interface NativeBridge {
  readonly isNativeApp: boolean;
  /** The user agent carries the app marker (the receipt hand-off is for these apps only). */
  readonly isMarkedApp: boolean;
  /** Posts 'BillSplitPaid'; answers whether a native app was there to receive it. */
  billSplitPaid(payload: { billId: string; splitId: string }): boolean;
  /** Posts the receipt PDF as base64 with its file name, when the user agent carries the marker; answers whether it did. */
  receiptFile(payload: { fileName: string; base64: string }): boolean;
}

/**
 * "After payment posts 'BillSplitPaid' to the native app" (2-paying §7): through `ReactNativeWebView.postMessage`
 * when the web view injects it, else to the page itself when the user agent carries the app marker (the native
 * shell listens there). A failure to post is swallowed: "native messaging failure are logged only" (2-paying §8).
 */
export function createNativeBridge(host: NativeBridgeHost, log: (message: string, error: unknown) => void): NativeBridge {
  const webView = host.ReactNativeWebView;
  const marked = host.navigator?.userAgent.includes(NATIVE_APP_USER_AGENT_MARKER) ?? false;
  function post(type: string, payload: object): boolean {
    const message = JSON.stringify({ type, ...payload });
    try {
      if (webView) {
        webView.postMessage(message);
        return true;
      }
      if (marked && host.postMessage) {
        host.postMessage(message, '*');
        return true;
      }
    } catch (error) {
      log(`Posting ${type} to the native app failed`, error);
    }
    return false;
  }
  return {
    isNativeApp: webView !== undefined || marked,
    isMarkedApp: marked,
    billSplitPaid: (payload) => post(BILL_SPLIT_PAID, payload),
    receiptFile: (payload) => (marked ? post(RECEIPT_FILE, payload) : false),
  };
}

/** The browser page as a bridge host: the web view object is read and checked, never assumed. */
export function browserNativeBridgeHost(page: Window): NativeBridgeHost {
  const candidate: unknown = Reflect.get(page, 'ReactNativeWebView');
  const postMessage = typeof candidate === 'object' && candidate !== null ? Reflect.get(candidate, 'postMessage') : undefined;
  return {
    ReactNativeWebView:
      typeof postMessage === 'function' ? { postMessage: (message: string) => void Reflect.apply(postMessage, candidate, [message]) } : undefined,
    navigator: page.navigator,
    postMessage: (message, targetOrigin) => page.postMessage(message, targetOrigin),
  };
}
