import i18next, { type i18n, type ThirdPartyModule } from 'i18next';
import * as z from 'zod/mini';
import { negotiateLocale } from '../negotiate-locale.js';
import { DEFAULT_LOCALE, type UiLocale } from '../ui-locale.js';

const resourceSchema = z.record(z.string(), z.string());
const localeModuleSchema = z.object({ default: resourceSchema });

/** An app's locale files as `import.meta.glob('../locales/*.json')` gives them: each path (ending in `{locale}.json`) → its lazy import. */
export type LocaleFiles = Readonly<Record<string, () => Promise<unknown>>>;

export interface CreateI18nOptions {
  /** The browser's preferred languages (`navigator.languages`). */
  readonly preferred: readonly string[];
  /** The app's en-US file, bundled: the fallback of every other locale. */
  readonly defaultResource: unknown;
  /** The app's other locale files; only the negotiated one is loaded, so each is its own chunk. */
  readonly localeFiles: LocaleFiles;
  /** i18next modules to use, such as react-i18next's `initReactI18next` (this package never imports React). */
  readonly modules?: readonly ThirdPartyModule[];
}

/** The locale a locale file's path names (`../locales/fr-BE.json` → `fr-BE`). */
export function localeOfFile(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
}

async function loadResource(localeFiles: LocaleFiles, locale: UiLocale): Promise<Record<string, string>> {
  const file = Object.entries(localeFiles).find(([path]) => localeOfFile(path) === locale);
  if (!file) throw new Error(`No locale file for ${locale}`);
  return z.parse(localeModuleSchema, await file[1]()).default;
}

/**
 * The i18next instance of an app with its own locale files: the locale negotiated from the browser's preferences
 * (`negotiateLocale`), en-US as fallback. Keys are flat and verbatim (`landing.title`), so neither dots nor colons
 * separate anything.
 */
export async function createI18n({ preferred, defaultResource, localeFiles, modules = [] }: CreateI18nOptions): Promise<i18n> {
  const locale = negotiateLocale(preferred);
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: Record<string, string> }> = { [DEFAULT_LOCALE]: { translation: z.parse(resourceSchema, defaultResource) } };
  if (locale !== DEFAULT_LOCALE) resources[locale] = { translation: await loadResource(localeFiles, locale) };
  for (const module of modules) instance.use(module);
  await instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
