import { moneySchema, tabSchema } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { tabCustomerSchema } from './tab-customer.js';

/** `POST /billing/businesses/{businessId}/tab` (empty body) "returns {tabId, displayId, paymentId}" (3 §7). */
export const createTabResponseSchema = z.object({
  tabId: z.string().check(z.minLength(1)),
  displayId: z.string(),
  paymentId: z.string().check(z.minLength(1)),
});
export type CreateTabResponse = z.infer<typeof createTabResponseSchema>;

/** `PUT /billing/businesses/{businessId}/tabs/{tabId}`: "body {customer: {firstName, lastName}}" (3 §7). */
export const registerTabRequestSchema = z.object({ customer: tabCustomerSchema });
export type RegisterTabRequest = z.infer<typeof registerTabRequestSchema>;

/** ... "returns {tabId, displayId}" (3 §7). */
export const registerTabResponseSchema = z.object({ tabId: z.string().check(z.minLength(1)), displayId: z.string() });
export type RegisterTabResponse = z.infer<typeof registerTabResponseSchema>;

/** `PUT billing/v1/tabs` "with tableId and authorization (id, amount): open or join a tab for a table" (3 §7). */
export const openTabRequestSchema = z.object({
  tableId: z.string().check(z.minLength(1)),
  authorization: z.object({ id: z.string().check(z.minLength(1)), amount: moneySchema }),
});
export type OpenTabRequest = z.infer<typeof openTabRequestSchema>;

/** ... "returns success"; "Tab creation and opening report only success false" (3 §8). */
export const openTabResponseSchema = z.object({ success: z.boolean() });
export type OpenTabResponse = z.infer<typeof openTabResponseSchema>;

/** A `tabs` document (3 §3 "Tab: tabId, displayId, paymentId, billId, status; customer {firstName, lastName}"). */
export const tabDocumentSchema = z.extend(tabSchema, { customer: z.optional(z.object({ firstName: z.string(), lastName: z.string() })) });
export type TabDocument = z.infer<typeof tabDocumentSchema>;
