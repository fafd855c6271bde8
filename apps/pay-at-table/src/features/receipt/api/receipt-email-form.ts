import * as z from 'zod/mini';

/** The e-mail receipt form as it travels in the `form` query param of the sent page (URL-encoded JSON). */
export const receiptEmailFormSchema = z.object({ email: z.email() });
export type ReceiptEmailForm = z.infer<typeof receiptEmailFormSchema>;

/** "The form query param must be valid JSON" (2-paying §5): anything else reads as no form. */
export function parseReceiptEmailFormParam(param: string | null): ReceiptEmailForm | undefined {
  if (param === null) return undefined;
  try {
    const parsed = receiptEmailFormSchema.safeParse(JSON.parse(param));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The route state of the sent and error pages: the payment the receipt belongs to. */
export const receiptRouteStateSchema = z.object({ paymentId: z.string().check(z.minLength(1)) });
