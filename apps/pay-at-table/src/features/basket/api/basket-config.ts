import * as z from 'zod/mini';

/**
 * Per-environment business lists (3-menus §9 "Business lists configured per environment"): the businesses with
 * the order note ('*' for all) and those placing orders without the confirm screen. Read once from the build env.
 */
const basketConfigSchema = z.object({
  VITE_ORDER_NOTE_BUSINESSES: z._default(z.string(), '*'),
  VITE_WITHOUT_BASKET_CONFIRMATION_BUSINESSES: z._default(z.string(), ''),
  VITE_ORDERING_ENVIRONMENT: z._default(z.string(), 'production'),
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
