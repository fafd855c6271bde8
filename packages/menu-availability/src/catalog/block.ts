import { z } from 'zod';

/** "Block: title, description, imageUrl, url, url label, backgroundColor, textColor, translations" (3-menus §3). */
export const blockSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
  url: z.string().optional(),
  urlLabel: z.string().optional(),
  backgroundColor: z.string().optional(),
  textColor: z.string().optional(),
  translations: z
    .record(z.string(), z.object({ title: z.string().optional(), description: z.string().optional(), urlLabel: z.string().optional() }))
    .optional(),
});
export type Block = z.infer<typeof blockSchema>;
