import type { TerminalTransaction } from '@tableside/contracts/terminal';

/** A terminal payment as the sandbox answers it. */
export const transaction: TerminalTransaction = {
  transactionId: 'pay_0b5c7a52-3a49-4c55-9f0b-6f1f7c2d1e11',
  billId: 'bill-1',
  tableId: 'table-1',
  amount: { amount: 1_250_000, currency: 'GBP' },
  paidAt: Date.UTC(2026, 10, 24, 12, 30),
  origin: 'PDQ',
  venue: {
    venueId: 'venue-london-pub',
    businessId: 'business-london-pub',
    enrollmentId: 'enrollment-london-pub',
    name: 'The Crown & Anchor',
    address: ['22 Long Acre', 'WC2E 9LY London', 'United Kingdom'],
    countryCode: 'GB',
    timeZone: 'Europe/London',
  },
};
