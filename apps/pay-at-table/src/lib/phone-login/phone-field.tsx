import { DEFAULT_PHONE_COUNTRY, type CountryCode } from '@tableside/loyalty-providers';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { useId, useMemo } from 'react';
import { useLocale } from '../i18n/use-locale.js';
import classes from '../styles/payment-page.module.css';

/** The countries of the phone field, by name in the interface language; FR first (3 §9 "default country FR"). */
export function useCountryOptions(): { code: CountryCode; label: string }[] {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const options = getCountries().map((code) => ({ code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }));
    return options.sort((a, b) => (a.code === DEFAULT_PHONE_COUNTRY ? -1 : b.code === DEFAULT_PHONE_COUNTRY ? 1 : a.label.localeCompare(b.label, locale)));
  }, [locale]);
}

export interface PhoneFieldProps {
  readonly country: CountryCode;
  readonly onCountryChange: (country: CountryCode) => void;
  readonly phone: string;
  readonly onPhoneChange: (phone: string) => void;
  readonly onBlur: () => void;
  /** The message under the fields (an alert), or none. */
  readonly error: string | undefined;
  /** The words of the two fields; each feature passes its own, since its strings load with its pages. */
  readonly labels: { readonly country: string; readonly phone: string };
}

/**
 * The country and mobile number fields of every phone login (the account's login and sign-up pages, the loyalty
 * login and passwordless dialogs; 3 §2, §5), with the error below them.
 */
export function PhoneField({ country, onCountryChange, phone, onPhoneChange, onBlur, error, labels }: PhoneFieldProps) {
  const countries = useCountryOptions();
  const countryId = useId();
  const phoneId = useId();
  const errorId = useId();
  return (
    <>
      <div className={classes.field}>
        <label htmlFor={countryId}>{labels.country}</label>
        <select id={countryId} className={classes.input} value={country} onChange={(event) => onCountryChange(event.target.value as CountryCode)}>
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={classes.field}>
        <label htmlFor={phoneId}>{labels.phone}</label>
        <input
          id={phoneId}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          className={classes.input}
          value={phone}
          aria-invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
          onBlur={onBlur}
          onChange={(event) => onPhoneChange(event.target.value)}
        />
      </div>
      {error ? (
        <p id={errorId} className={classes.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
