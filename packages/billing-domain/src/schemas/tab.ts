import * as z from 'zod/mini';
import { timestampSchema } from './common.js';

/** Tab statuses on the wire (1-core §3). */
export const tabStatusSchema = z.enum(['OPEN', 'INITIALISATION_FAILED']);
export type TabStatus = z.infer<typeof tabStatusSchema>;

/** A tab (1-core §3): status, tabId, displayId, paymentId. */
export const tabSchema = z.object({
  status: tabStatusSchema,
  tabId: z.string(),
  displayId: z.optional(z.string()),
  paymentId: z.optional(z.string()),
  billId: z.optional(z.string()),
});
export type Tab = z.infer<typeof tabSchema>;

/** A tab stored on the device (1-core §4 "Tab ... Stored locally"). */
export const storedTabSchema = z.object({
  tabId: z.string(),
  displayId: z.optional(z.string()),
  paymentId: z.optional(z.string()),
  billId: z.optional(z.string()),
  status: z.optional(tabStatusSchema),
  createdAt: timestampSchema,
});
export type StoredTab = z.infer<typeof storedTabSchema>;
