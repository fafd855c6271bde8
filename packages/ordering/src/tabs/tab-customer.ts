import * as z from 'zod/mini';
import { err, ok, type Result } from '@tableside/billing-domain';

/** The two validation messages of the tab customer form (3 §5). */
export const TAB_CUSTOMER_REQUIRED = 'required';
export const TAB_CUSTOMER_BLANK = 'Cannot be blank';

const nameSchema = z.string().check(
  z.minLength(1, { message: TAB_CUSTOMER_REQUIRED }),
  z.refine((value) => value.trim().length > 0, { message: TAB_CUSTOMER_BLANK }),
);

/** "Tab customer: first name and last name required, not only whitespace; messages 'required' and 'Cannot be blank'" (3 §5). */
export const tabCustomerSchema = z.object({ firstName: nameSchema, lastName: nameSchema });
export type TabCustomer = z.infer<typeof tabCustomerSchema>;

/** The message of a name field: 'required' when empty, 'Cannot be blank' when only whitespace. */
export type TabCustomerMessage = typeof TAB_CUSTOMER_REQUIRED | typeof TAB_CUSTOMER_BLANK;

/** Field messages of an invalid form. */
export interface TabCustomerInvalid {
  readonly code: 'TAB_CUSTOMER_INVALID';
  readonly fields: Partial<Record<keyof TabCustomer, TabCustomerMessage>>;
}

function fieldMessage(value: string): TabCustomerMessage | undefined {
  if (value.length === 0) return TAB_CUSTOMER_REQUIRED;
  if (value.trim().length === 0) return TAB_CUSTOMER_BLANK;
  return undefined;
}

/**
 * Validates the tab customer form ("validation on change", 3 §5) and returns the trimmed names for
 * `PUT /billing/businesses/{businessId}/tabs/{tabId}` {customer: {firstName, lastName}} (3 §7).
 */
export function validateTabCustomer(input: { readonly firstName: string; readonly lastName: string }): Result<TabCustomer, TabCustomerInvalid> {
  const firstName = fieldMessage(input.firstName);
  const lastName = fieldMessage(input.lastName);
  if (firstName || lastName) return err({ code: 'TAB_CUSTOMER_INVALID', fields: { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) } });
  return ok({ firstName: input.firstName.trim(), lastName: input.lastName.trim() });
}
