import { describe, expect, test } from 'vitest';
import { eur, rawSplit } from '../../../test/fixtures.js';
import { billDocumentSchema } from '../../../lib/documents/bill-document-schema.js';
import { billDoc } from '../../../test/fixtures.js';
import { myPendingPayments } from './my-pending-payments.js';

const bill = billDocumentSchema.parse(
  billDoc({
    sundayBillSplits: {
      a: { ...rawSplit('a', 'guest-me', 10), status: 'PENDING' },
      b: { ...rawSplit('b', 'guest-me', 5.5), status: 'PENDING' },
      c: { ...rawSplit('c', 'guest-other', 7), status: 'PENDING' },
      d: rawSplit('d', 'guest-me', 3),
    },
  }),
);

describe('myPendingPayments (2-paying §4 "count and total of the user\'s unpaid ongoing payments")', () => {
  test.each([
    ['mine', 'guest-me', 2, eur(15.5)],
    ["another guest's", 'guest-other', 1, eur(7)],
    ['no identity', undefined, 0, eur(0)],
  ])('%s', (_name, guestId, count, total) => {
    expect(myPendingPayments(bill, guestId)).toEqual({ count, total });
  });
});
