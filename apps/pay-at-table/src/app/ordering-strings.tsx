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
  ]);
  return Object.assign({}, ...files.map((file) => file.default));
}

/** The page, rendered once the ordering strings are in i18next's en-US table. */
export function withOrderingStrings<P extends object>(Page: ComponentType<P>, strings: Readonly<Record<string, string>>): ComponentType<P> {
  function WithOrderingStrings(props: P) {
    const { i18n } = useTranslation();
    addDefaultStrings(i18n, strings);
    return <Page {...props} />;
  }
  WithOrderingStrings.displayName = `WithOrderingStrings(${Page.displayName ?? Page.name})`;
  return WithOrderingStrings;
}

/** A lazy route's loader for an ordering page: the page's chunk and the ordering strings, together. */
export function orderingPage<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<{ Component: ComponentType<P> }> {
  return async () => {
    const [Page, strings] = await Promise.all([load(), orderingStrings()]);
    return { Component: withOrderingStrings(Page, strings) };
  };
}
