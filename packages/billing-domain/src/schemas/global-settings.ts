import * as z from 'zod/mini';

/** configs/settings (1-core §3 "Global setting: allPaymentsEnabled"). */
export const globalSettingsSchema = z.object({
  allPaymentsEnabled: z.boolean(),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;
