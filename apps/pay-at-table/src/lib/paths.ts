/** The routes of 1-core §2 (Venue, Tables, Bills, Splits) as path builders, so links never drift from the router. */
export const paths = {
  home: () => '/',
  notFound: () => '/not-found',
  venue: (venueId: string) => `/venues/${encodeURIComponent(venueId)}`,
  table: (venueId: string, deviceId: string) => `${paths.venue(venueId)}/tables/${encodeURIComponent(deviceId)}`,
  bill: (venueId: string, billId: string) => `${paths.venue(venueId)}/bills/${encodeURIComponent(billId)}`,
  billDetails: (venueId: string, billId: string) => `${paths.bill(venueId, billId)}/details`,
  newSplit: (venueId: string, billId: string) => `${paths.bill(venueId, billId)}/splits/new`,
  paymentAuth: (venueId: string, billId: string, splitId: string) => `${paths.bill(venueId, billId)}/payment-auth/${encodeURIComponent(splitId)}`,
  receiptDownloadError: (venueId: string, billId: string) => `${paths.bill(venueId, billId)}/receipt-download/error`,
  receiptEmailSent: (venueId: string, billId: string) => `${paths.bill(venueId, billId)}/receipt-email/sent`,
  receiptEmailError: (venueId: string, billId: string) => `${paths.bill(venueId, billId)}/receipt-email/error`,
  split: (venueId: string, billId: string, splitId: string) => `${paths.bill(venueId, billId)}/splits/${encodeURIComponent(splitId)}`,
  tips: (venueId: string, billId: string, splitId: string) => `${paths.split(venueId, billId, splitId)}/tips`,
  newPaymentIntent: (venueId: string, billId: string, splitId: string) => `${paths.split(venueId, billId, splitId)}/payment-intents/new`,
  success: (venueId: string, billId: string, splitId: string) => `${paths.split(venueId, billId, splitId)}/success`,
  error: (venueId: string, billId: string, splitId: string) => `${paths.split(venueId, billId, splitId)}/error`,
  receiptEmailForm: (venueId: string, billId: string, splitId: string) => `${paths.split(venueId, billId, splitId)}/receipt-email-form`,
} as const;

/** The hash that opens the pay-or-split choice on the bill page (1-core §2). */
export const PAY_FULL_BILL_OR_SPLIT_HASH = '#pay-full-bill-or-split';
