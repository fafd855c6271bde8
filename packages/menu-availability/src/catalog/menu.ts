import * as z from 'zod/mini';
import { categorySchema } from './category.js';
import { menuScheduleSchema } from './menu-schedule.js';
import { productSchema } from './product.js';

/**
 * A dynamic menu (3-menus §3): "id, name, order/rank, description, shortDescription, imageUrl, categories,
 * schedules, imageLinks, pdf link, languages". `visible` is the listing flag of 1-core §5 ("listed when visible")
 * and defaults to true. `products` holds the sub-products and related products that categories reference by id.
 */
export const menuSchema = z.object({
  id: z.string(),
  name: z.string(),
  order: z.optional(z.number().check(z.int())),
  description: z.optional(z.string()),
  shortDescription: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
  categories: z._default(z.array(categorySchema), []),
  schedules: z._default(z.array(menuScheduleSchema), []),
  imageLinks: z._default(z.array(z.string()), []),
  pdfLink: z.optional(z.string()),
  languages: z._default(z.array(z.string()), []),
  visible: z._default(z.boolean(), true),
  products: z._default(z.array(productSchema), []),
});
export type Menu = z.infer<typeof menuSchema>;
export type MenuInput = z.input<typeof menuSchema>;

/** A menu publication: the menus of a business as published (realtime `business_menu_publications`). */
export const menuPublicationSchema = z.object({ menus: z.array(menuSchema) });
export type MenuPublication = z.infer<typeof menuPublicationSchema>;

/** Parses a menu publication; "an invalid menu publication raises an error" (3-menus §5). */
export function parseMenuPublication(raw: unknown): MenuPublication {
  const parsed = menuPublicationSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid menu publication: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
