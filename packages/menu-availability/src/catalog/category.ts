import * as z from 'zod/mini';
import { blockSchema } from './block.js';
import { productSchema } from './product.js';

/** "Element: product or block" (3-menus §3). */
export const menuElementSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('PRODUCT'), product: productSchema }),
  z.object({ type: z.literal('BLOCK'), block: blockSchema }),
]);
export type MenuElement = z.infer<typeof menuElementSchema>;

/** "Category: id, name, description, elements". */
export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  elements: z._default(z.array(menuElementSchema), []),
});
export type Category = z.infer<typeof categorySchema>;
