import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { addDefaultStrings } from '../lib/i18n/default-strings.js';

/**
 * The features of the ordering routes (3-menus §2: menus, basket, pre-authorisation, tabs, table bills) keep their
 * en-US strings out of the first bundle (`lib/i18n/load-locale.ts`); they arrive in one chunk with the first of
 * those routes, before its page renders.
 */
export async function orderingStrings(): Promise<Record<string, string>> {
  const files = await Promise.all([
    import('../features/menu/locales/en-US.json'),
    import('../features/basket/locales/en-US.json'),
    import('../features/preauth/locales/en-US.json'),
    import('../features/tab/locales/en-US.json'),
    import('../features/ordering/locales/en-US.json'),
    // The table's menu landing (its menu, order and pay tabs) renders with the ordering routes' parts.
    import('../features/table/locales/en-US.json'),
    // The card fields of the pre-authorisation and tab pages (lib/card-form) say what the payment page does.
    import('../features/payment/locales/en-US.json'),
  ]);
  return Object.assign({}, ...files.map((file) => file.default));
}

/** The page, rendered once its lazily loaded strings are in i18next's en-US table. */
export function withOrderingStrings<P extends object>(Page: ComponentType<P>, strings: Readonly<Record<string, string>>): ComponentType<P> {
  function WithOrderingStrings(props: P) {
    const { i18n } = useTranslation();
    addDefaultStrings(i18n, strings);
    return <Page {...props} />;
  }
  WithOrderingStrings.displayName = `WithOrderingStrings(${Page.displayName ?? Page.name})`;
  return WithOrderingStrings;
}

/** A lazy route's loader that brings a page's chunk and the en-US strings it needs, together. */
export function pageWithStrings(
  loadStrings: () => Promise<Record<string, string>>,
): <P extends object>(load: () => Promise<ComponentType<P>>) => () => Promise<{ Component: ComponentType<P> }> {
  return (load) => async () => {
    const [Page, strings] = await Promise.all([load(), loadStrings()]);
    return { Component: withOrderingStrings(Page, strings) };
  };
}

/** A lazy route's loader for an ordering page: the page's chunk and the ordering strings, together. */
export const orderingPage = pageWithStrings(orderingStrings);

/**
 * The pay flow's en-US strings: the split pages and the anomaly screen, the tips, the payment page with its voucher
 * dialog, and the payment's outcome pages. None of them is on the bill's first render.
 */
async function payStrings(): Promise<Record<string, string>> {
  const files = await Promise.all([
    import('../features/split/locales/en-US.json'),
    import('../features/anomaly/locales/en-US.json'),
    import('../features/tips/locales/en-US.json'),
    import('../features/payment/locales/en-US.json'),
    import('../features/voucher/locales/en-US.json'),
  ]);
  return Object.assign({}, ...files.map((file) => file.default));
}

/**
 * A lazy route's loader for a page of the pay flow (a split page, the anomaly screen, the tips, the payment and its
 * outcome): the page's chunk and the pay flow's strings, together. The receipt pages are never on the bill's first
 * render either: the receipt feature's en-US strings come with them.
 */
export const payPage = pageWithStrings(payStrings);
export const receiptPage = pageWithStrings(async () => (await import('../features/receipt/locales/en-US.json')).default);

/** The venue's landing page (a scan of the venue's code, not a table's): the venue feature's strings come with it. */
export const venuePage = pageWithStrings(async () => (await import('../features/venue/locales/en-US.json')).default);
