import { z } from 'zod';

/**
 * Per-environment business lists (3-menus §9 "Business lists configured per environment"): the businesses with
 * the order note ('*' for all) and those placing orders without the confirm screen. Read once from the build env.
 */
const basketConfigSchema = z.object({
  VITE_ORDER_NOTE_BUSINESSES: z.string().default('*'),
  VITE_WITHOUT_BASKET_CONFIRMATION_BUSINESSES: z.string().default(''),
  VITE_ORDERING_ENVIRONMENT: z.string().default('production'),
});

const list = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);

/** Parses the ordering lists from the raw build environment. */
export function parseBasketConfig(raw: Record<string, unknown>) {
  const parsed = basketConfigSchema.parse(raw);
  return {
    orderNoteBusinesses: list(parsed.VITE_ORDER_NOTE_BUSINESSES),
    withoutConfirmationBusinesses: list(parsed.VITE_WITHOUT_BASKET_CONFIRMATION_BUSINESSES),
    environment: parsed.VITE_ORDERING_ENVIRONMENT,
  };
}

/** The ordering lists of this build. */
export const basketConfig = parseBasketConfig(import.meta.env);
