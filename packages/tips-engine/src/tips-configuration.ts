import { z } from 'zod';

import { err, ok, type Result } from '@tableside/billing-domain';

/** Percent with at most two decimals, kept exact when turned into hundredths of a percent. */
const percentageSchema = z
  .number()
  .finite()
  .min(0)
  .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, { message: 'percentage has at most two decimals' });

/** One configured suggestion: `{label, percentage, preselected}` (1-core §3 tipsSuggestion.configuration). */
export const tipSuggestionConfigurationSchema = z.object({
  label: z.string().optional(),
  percentage: percentageSchema,
  preselected: z.boolean().default(false),
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
  tippingEnabled: z.boolean().default(true),
  displayStrategy: z.enum(['TIP_LABEL_TIP_AMOUNT', 'TIP_PERCENTAGE_TIP_AMOUNT']).default('TIP_LABEL_TIP_AMOUNT'),
  emojisEnabled: z.boolean().default(false),
  suggestions: z
    .array(tipSuggestionConfigurationSchema)
    .length(3)
    .default(() => DEFAULT_TIP_SUGGESTIONS.map((s) => ({ ...s }))),
  fastCheckout: z.object({ enabled: z.boolean().default(false), tipsRate: z.number().int().min(0).default(0) }).default({ enabled: false, tipsRate: 0 }),
  tipsCalculationStrategy: z.enum(['POST_TAX', 'PRE_TAX']).default('POST_TAX'),
  enforceAccountForTipsForPat: z.boolean().default(false),
  enforceAccountForTipsForPdq: z.boolean().default(false),
  allowNoTips: z.boolean().default(true),
  tipsConfigurationMode: z.enum(['SUNDAY', 'BUSINESS']).default('BUSINESS'),
  roundToNearestDollarEnabled: z.boolean().default(false),
  ukNoTipsWhenServiceCharge: z.boolean().default(false),
  euroCoinEnabled: z.boolean().default(true),
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
