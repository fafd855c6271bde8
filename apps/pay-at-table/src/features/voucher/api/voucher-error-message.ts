import type { VoucherError } from '@tableside/api-client';
import { money, type CurrencyCode, type Money } from '@tableside/billing-domain';

/** The translation key and values of a voucher failure. */
export interface VoucherErrorMessage {
  readonly key: `voucher.error.${VoucherError['code']}`;
  readonly values: { readonly expiredDate?: string; readonly startedAt?: string; readonly minimalAmount?: string };
}

/** Edge formatting, injected so the message is testable without a locale or a time zone. */
export interface VoucherMessageFormat {
  readonly date: (epochMilliseconds: number) => string;
  readonly money: (amount: Money) => string;
}

/**
 * "Voucher failure codes shown via voucher.error.{code} with expiry, minimum amount and start date" (2-paying §5):
 * the key of the code with the voucher's expiredDate, startedAt and minimalAmount (scale 5, in the voucher's
 * currency, else the base amount's) formatted for the diner.
 */
export function voucherErrorMessage(error: VoucherError, baseCurrency: CurrencyCode, format: VoucherMessageFormat): VoucherErrorMessage {
  const key = `voucher.error.${error.code}` as const;
  if (error.message === 'Voucher unexpected error' || !error.data) return { key, values: {} };
  const { expiredDate, startedAt, minimalAmount, currency } = error.data;
  const date = (iso: string | undefined) => {
    const parsed = iso === undefined ? Number.NaN : Date.parse(iso);
    return Number.isNaN(parsed) ? undefined : format.date(parsed);
  };
  const expired = date(expiredDate);
  const started = date(startedAt);
  return {
    key,
    values: {
      ...(expired ? { expiredDate: expired } : {}),
      ...(started ? { startedAt: started } : {}),
      ...(minimalAmount === undefined || !Number.isSafeInteger(minimalAmount)
        ? {}
        : { minimalAmount: format.money(money(minimalAmount, currency ?? baseCurrency)) }),
    },
  };
}
