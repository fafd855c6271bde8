import { z } from 'zod';
import { timestampSchema } from './common.js';

/** Tab statuses on the wire (1-core §3). */
export const tabStatusSchema = z.enum(['OPEN', 'INITIALISATION_FAILED']);
export type TabStatus = z.infer<typeof tabStatusSchema>;

/** A tab (1-core §3): status, tabId, displayId, paymentId. */
export const tabSchema = z.object({
  status: tabStatusSchema,
  tabId: z.string(),
  displayId: z.string().optional(),
  paymentId: z.string().optional(),
  billId: z.string().optional(),
});
export type Tab = z.infer<typeof tabSchema>;

/** A tab stored on the device (1-core §4 "Tab ... Stored locally"). */
export const storedTabSchema = z.object({
  tabId: z.string(),
  displayId: z.string().optional(),
  paymentId: z.string().optional(),
  billId: z.string().optional(),
  status: tabStatusSchema.optional(),
  createdAt: timestampSchema,
});
export type StoredTab = z.infer<typeof storedTabSchema>;
