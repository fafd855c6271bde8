import { negotiateLocale, type UiLocale } from '@tableside/i18n';

/** The words of the payment provider's card page. */
export interface CardPageText {
  /** The page's title and heading (and the frame's name in the app). */
  title: string;
  number: string;
  expiry: string;
  /** The expiry field's placeholder, in the label's own letters. */
  expiryPlaceholder: string;
  cvc: string;
  invalid: string;
}

/** The card page in the 12 UI locales (the labels the app's own card form had). */
export const CARD_PAGE_TEXT: Readonly<Record<UiLocale, CardPageText>> = {
  'en-US': {
    title: 'Card details',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'Security code (CVC)',
    invalid: 'Please check the card details.',
  },
  'en-GB': {
    title: 'Card details',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'Security code (CVC)',
    invalid: 'Please check the card details.',
  },
  'en-CA': {
    title: 'Card details',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'Security code (CVC)',
    invalid: 'Please check the card details.',
  },
  fr: {
    title: 'Informations de la carte',
    number: 'Numéro de carte',
    expiry: "Date d'expiration (MM/AA)",
    expiryPlaceholder: 'MM/AA',
    cvc: 'Cryptogramme (CVC)',
    invalid: 'Veuillez vérifier les informations de la carte.',
  },
  'fr-BE': {
    title: 'Informations de la carte',
    number: 'Numéro de carte',
    expiry: "Date d'expiration (MM/AA)",
    expiryPlaceholder: 'MM/AA',
    cvc: 'Cryptogramme (CVC)',
    invalid: 'Veuillez vérifier les informations de la carte.',
  },
  'de-DE': {
    title: 'Kartendaten',
    number: 'Kartennummer',
    expiry: 'Ablaufdatum (MM/JJ)',
    expiryPlaceholder: 'MM/JJ',
    cvc: 'Sicherheitscode (CVC)',
    invalid: 'Bitte prüfen Sie die Kartendaten.',
  },
  es: {
    title: 'Datos de la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Fecha de caducidad (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    cvc: 'Código de seguridad (CVC)',
    invalid: 'Revisa los datos de la tarjeta.',
  },
  ca: {
    title: 'Dades de la targeta',
    number: 'Número de targeta',
    expiry: 'Data de caducitat (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    cvc: 'Codi de seguretat (CVC)',
    invalid: 'Revisa les dades de la targeta.',
  },
  'it-IT': {
    title: 'Dati della carta',
    number: 'Numero della carta',
    expiry: 'Data di scadenza (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    cvc: 'Codice di sicurezza (CVC)',
    invalid: 'Controlla i dati della carta.',
  },
  'nl-NL': {
    title: 'Kaartgegevens',
    number: 'Kaartnummer',
    expiry: 'Vervaldatum (MM/JJ)',
    expiryPlaceholder: 'MM/JJ',
    cvc: 'Beveiligingscode (CVC)',
    invalid: 'Controleer de kaartgegevens.',
  },
  'nl-BE': {
    title: 'Kaartgegevens',
    number: 'Kaartnummer',
    expiry: 'Vervaldatum (MM/JJ)',
    expiryPlaceholder: 'MM/JJ',
    cvc: 'Beveiligingscode (CVC)',
    invalid: 'Controleer de kaartgegevens.',
  },
  'pt-PT': {
    title: 'Dados do cartão',
    number: 'Número do cartão',
    expiry: 'Data de validade (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    cvc: 'Código de segurança (CVC)',
    invalid: 'Verifique os dados do cartão.',
  },
};

/** The card page's locale: `?lang=` negotiated like the app's (`fr-FR` → fr, `de-AT` → de-DE), else en-US. */
export function cardPageLocale(lang: string | undefined): UiLocale {
  return negotiateLocale(lang === undefined ? [] : [lang]);
}
