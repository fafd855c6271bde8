import * as z from 'zod/mini';

import { err, ok, type Result } from '@tableside/billing-domain';

/** Percent with at most two decimals, kept exact when turned into hundredths of a percent. */
const percentageSchema = z.number().check(
  z.minimum(0),
  z.refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, { message: 'percentage has at most two decimals' }),
);

/** One configured suggestion: `{label, percentage, preselected}` (1-core §3 tipsSuggestion.configuration). */
export const tipSuggestionConfigurationSchema = z.object({
  label: z.optional(z.string()),
  percentage: percentageSchema,
  preselected: z._default(z.boolean(), false),
});

/** The default suggestions: "Default suggestions 5, 10, 15 percent with 10 preselected" (2-paying §5). */
export const DEFAULT_TIP_SUGGESTIONS = [
  { percentage: 5, preselected: false },
  { percentage: 10, preselected: true },
  { percentage: 15, preselected: false },
] as const;

/**
 * `tipsSuggestion.configuration` of a venue (1-core §3), with the spec's field names.
 * Missing flags take their neutral value; `euroCoinEnabled` defaults to true as the spec says.
 */
export const tipsConfigurationSchema = z.object({
  tippingEnabled: z._default(z.boolean(), true),
  displayStrategy: z._default(z.enum(['TIP_LABEL_TIP_AMOUNT', 'TIP_PERCENTAGE_TIP_AMOUNT']), 'TIP_LABEL_TIP_AMOUNT'),
  emojisEnabled: z._default(z.boolean(), false),
  suggestions: z._default(z.array(tipSuggestionConfigurationSchema).check(z.length(3)), () => DEFAULT_TIP_SUGGESTIONS.map((s) => ({ ...s }))),
  fastCheckout: z._default(z.object({ enabled: z._default(z.boolean(), false), tipsRate: z._default(z.number().check(z.int(), z.minimum(0)), 0) }), {
    enabled: false,
    tipsRate: 0,
  }),
  tipsCalculationStrategy: z._default(z.enum(['POST_TAX', 'PRE_TAX']), 'POST_TAX'),
  enforceAccountForTipsForPat: z._default(z.boolean(), false),
  enforceAccountForTipsForPdq: z._default(z.boolean(), false),
  allowNoTips: z._default(z.boolean(), true),
  tipsConfigurationMode: z._default(z.enum(['SUNDAY', 'BUSINESS']), 'BUSINESS'),
  roundToNearestDollarEnabled: z._default(z.boolean(), false),
  ukNoTipsWhenServiceCharge: z._default(z.boolean(), false),
  euroCoinEnabled: z._default(z.boolean(), true),
});

export type TipsConfiguration = z.infer<typeof tipsConfigurationSchema>;
export type TipSuggestionConfiguration = z.infer<typeof tipSuggestionConfigurationSchema>;
export type DisplayStrategy = TipsConfiguration['displayStrategy'];
export type TipsCalculationStrategy = TipsConfiguration['tipsCalculationStrategy'];

/**
 * The part of a configuration the tip rules read. Both {@link TipsConfiguration} and the venue's parsed
 * `tipsSuggestion.configuration` of @tableside/billing-domain fit it.
 */
export type TipsRulesConfiguration = Pick<
  TipsConfiguration,
  | 'tippingEnabled'
  | 'displayStrategy'
  | 'tipsConfigurationMode'
  | 'tipsCalculationStrategy'
  | 'allowNoTips'
  | 'roundToNearestDollarEnabled'
  | 'ukNoTipsWhenServiceCharge'
> & { suggestions: readonly { label?: string; percentage: number; preselected: boolean }[] };
export type TipsConfigurationMode = TipsConfiguration['tipsConfigurationMode'];

/** The configuration a venue without one gets: every default of the schema. */
export const DEFAULT_TIPS_CONFIGURATION: TipsConfiguration = tipsConfigurationSchema.parse({});

export type TipsConfigurationError = { code: 'INVALID_TIPS_CONFIGURATION'; issues: string[] };

/**
 * Parses a venue's tips configuration at the boundary. A failure is a value: the caller logs it
 * and uses {@link DEFAULT_TIPS_CONFIGURATION} (1-core §5 "a failure is only logged").
 */
export function parseTipsConfiguration(input: unknown): Result<TipsConfiguration, TipsConfigurationError> {
  const parsed = tipsConfigurationSchema.safeParse(input ?? {});
  if (parsed.success) return ok(parsed.data);
  return err({ code: 'INVALID_TIPS_CONFIGURATION', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
}

/** Turns a configured percent (e.g. 12.5) into hundredths of a percent (1250), the unit of every rate here. */
export function percentToRate(percentage: number): number {
  return Math.round(percentage * 100);
}
