import * as z from 'zod/mini';

/** "Block: title, description, imageUrl, url, url label, backgroundColor, textColor, translations" (3-menus §3). */
export const blockSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
  url: z.optional(z.string()),
  urlLabel: z.optional(z.string()),
  backgroundColor: z.optional(z.string()),
  textColor: z.optional(z.string()),
  translations: z.optional(
    z.record(z.string(), z.object({ title: z.optional(z.string()), description: z.optional(z.string()), urlLabel: z.optional(z.string()) })),
  ),
});
export type Block = z.infer<typeof blockSchema>;
