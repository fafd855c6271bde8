import { DEFAULT_RESOURCES, loadResources, type UiLocale } from '@tableside/i18n';
import * as z from 'zod/mini';

/**
 * The app's own strings live beside the code that uses them, in `features/<feature>/locales/<locale>.json` and
 * `lib/<module>/locales/<locale>.json`, so each owns its keys. en-US is bundled; every other locale is loaded on
 * first use, in one chunk per locale. The account, loyalty and consent features' parts, the ordering routes (menus,
 * basket, pre-authorisation, tabs, table bills, the table's menu landing), the venue's landing page and the pay flow's
 * pages (split, anomaly, tips, payment, voucher, receipt) are never on the bill's first render: their en-US strings
 * ship with their lazy pages, which add them (`features/account/api/use-account-strings.ts`,
 * `app/ordering-strings.tsx`), so the bill route's critical path does not carry them.
 */
const defaultFiles = import.meta.glob<Record<string, string>>(
  [
    '../../features/*/locales/en-US.json',
    '../*/locales/en-US.json',
    '!../../features/{account,consent,loyalty,menu,basket,preauth,tab,ordering,tips,receipt,review,upsell,news,contact,branding,split,anomaly,payment,voucher,express,venue,table}/locales/en-US.json',
  ],
  { eager: true, import: 'default' },
);
/**
 * The other locales: one module each (`app-strings/<locale>.ts`) holding every feature's strings of that locale, so
 * the entry carries eleven loaders instead of one per feature and locale, and a locale arrives in one chunk.
 */
const otherLocales = import.meta.glob<readonly unknown[]>('./app-strings/*.ts', { import: 'default' });

const appResourcesSchema = z.record(z.string(), z.string().check(z.minLength(1)));

/** en-US app strings of every feature, merged: the reference key list. */
export const DEFAULT_APP_STRINGS: Record<string, string> = Object.assign({}, ...Object.values(defaultFiles));

/** The app strings of a locale, merged over every feature (only en-US is in the entry). */
async function importAppStrings(locale: UiLocale): Promise<Record<string, string>> {
  if (locale === 'en-US') return DEFAULT_APP_STRINGS;
  const load = otherLocales[`./app-strings/${locale}.ts`];
  if (!load) throw new Error(`No app strings for locale ${locale}`);
  const parts = await load();
  if (parts.length === 0) throw new Error(`No app strings for locale ${locale}`);
  return Object.assign({}, ...parts.map((part) => appResourcesSchema.parse(part)));
}

/** "A translation load is retried once after 500 ms" (1-core §8, §9). */
export const TRANSLATION_RETRY_MS = 500;

async function once(locale: UiLocale): Promise<Record<string, string>> {
  const [shared, app] = await Promise.all([locale === 'en-US' ? DEFAULT_RESOURCES : loadResources(locale), importAppStrings(locale)]);
  return { ...shared, ...app };
}

/**
 * Every string of a locale: the shared resources of @tableside/i18n (the spec's keys) plus the app's own. A failed
 * load is retried once after 500 ms; `wait` is injected so tests do not sleep.
 */
export async function loadLocale(locale: UiLocale, wait: (ms: number) => Promise<void>): Promise<Record<string, string>> {
  try {
    return await once(locale);
  } catch {
    await wait(TRANSLATION_RETRY_MS);
    return once(locale);
  }
}

/** The default locale's strings, bundled so the first render never waits. */
export const DEFAULT_STRINGS: Record<string, string> = { ...DEFAULT_RESOURCES, ...DEFAULT_APP_STRINGS };
