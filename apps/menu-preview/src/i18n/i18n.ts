import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from '../locales/en-US.json';
import { createI18n as createAppI18n } from '@tableside/i18n/i18next';

/** Creates the i18next instance for the negotiated locale, with en-US as fallback; other locales are chunks of their own. Keys are flat (`menu.addItem`). */
export function createI18n(preferred: readonly string[]): Promise<i18n> {
  return createAppI18n({ preferred, defaultResource: enUS, localeFiles: import.meta.glob('../locales/*.json'), modules: [initReactI18next] });
}
