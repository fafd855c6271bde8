import { DEFAULT_PHONE_COUNTRY, validatePhoneNumber, type CountryCode } from '@tableside/loyalty-providers';
import { useState } from 'react';

/**
 * The country and number of a phone field (3 §5 "Phone numbers are validated with libphonenumber-js, default country
 * FR"): `field` goes to `PhoneField`, `valid` is the number's validation, and `leftInvalid` the number as typed once
 * the field was left with a number that is not one of the country. The number is kept here, or by the caller when
 * it passes `controlled` (the login dialog's draft).
 */
export function usePhoneNumber(controlled?: { readonly value: string; readonly onChange: (phone: string) => void }) {
  const [country, setCountry] = useState<CountryCode>(DEFAULT_PHONE_COUNTRY);
  const [own, setOwn] = useState('');
  const [touched, setTouched] = useState(false);
  const phone = controlled ? controlled.value : own;
  const valid = validatePhoneNumber(phone, country);
  return {
    country,
    phone,
    valid,
    leftInvalid: touched && !valid.ok && phone.trim() !== '' ? phone.trim() : undefined,
    field: {
      country,
      onCountryChange: setCountry,
      phone,
      onPhoneChange: controlled ? controlled.onChange : setOwn,
      onBlur: () => setTouched(true),
    },
  };
}
