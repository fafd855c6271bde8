import { receipts } from '@tableside/contracts';
import type { Money } from '@tableside/billing-domain';
import { formatDate, formatMoney, formatPercent, negotiateLocale, type UiLocale } from '@tableside/i18n';
import { loadServerResources, type ServerResources, type ServerTranslationKey } from '@tableside/i18n/server';
import type { StoredPaymentMethod } from './payment-intent-machine.js';

/** `?locale=` on the receipt routes: a language tag, negotiated like the app's (`fr-FR` → fr, `de-AT` → de-DE). */
export const receiptLocaleQuery = receipts.receiptLocaleQuery;

const MAX_ACCEPT_LANGUAGE = 500;

/** The tags of an `Accept-Language` header, most preferred first (`q=0` and `*` left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (header === undefined || header.length > MAX_ACCEPT_LANGUAGE) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The diner's locale for a receipt: `?locale=` first, else `Accept-Language`, else en-US. */
export function receiptLocale(locale: string | undefined, acceptLanguage: string | undefined): UiLocale {
  return negotiateLocale(locale !== undefined ? [locale] : acceptedLanguages(acceptLanguage));
}

/** What a receipt or an e-mail needs to word and format itself in one locale. */
export interface ReceiptText {
  locale: UiLocale;
  t(key: ServerTranslationKey, values?: Readonly<Record<string, string | number>>): string;
  money(amount: Money): string;
  /** Date and time of day in the venue's time zone. */
  dateTime(epochMs: number, timeZone: string): string;
  percent(rateInHundredthsOfPercent: number): string;
  paymentMethod(method: StoredPaymentMethod | null): string;
}

// PDFKit's standard fonts draw WinAnsi only: Intl's narrow and no-break spaces become plain spaces, its minus sign
// a hyphen.
const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

const capitalised = (word: string): string => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** Loads one locale's strings and formatters for receipts, expense notes and their e-mails. */
export async function receiptText(locale: UiLocale): Promise<ReceiptText> {
  const resources: ServerResources = await loadServerResources(locale);
  const t: ReceiptText['t'] = (key, values = {}) => interpolate(resources[key], values);
  return {
    locale,
    t,
    money: (amount) => plainSpaces(formatMoney(amount, locale)),
    dateTime: (epochMs, timeZone) => plainSpaces(formatDate(epochMs, locale, { timeZone, dateStyle: 'long', timeStyle: 'short' })),
    percent: (rate) => plainSpaces(formatPercent(rate, locale)),
    paymentMethod: (method) => {
      if (method === null) return t('receiptDocument.card');
      switch (method.type) {
        case 'card': {
          const brand = method.brand === 'unknown' ? t('receiptDocument.card') : method.brand === 'amex' ? 'American Express' : capitalised(method.brand);
          return t('receiptDocument.cardEnding', { brand, last4: method.last4 });
        }
        case 'meal_voucher':
          return t('receiptDocument.mealVoucher', { provider: capitalised(method.provider) });
        default: {
          const unreachable: never = method;
          throw new Error(`Unhandled payment method ${JSON.stringify(unreachable)}`);
        }
      }
    },
  };
}
