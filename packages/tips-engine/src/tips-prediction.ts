import { z } from 'zod';

const predictedRateSchema = z.number().int().min(0);

/**
 * The tips prediction response (2-paying §3, §7 POST /tips-suggestion/predict-tips-suggestions).
 * Rates are in hundredths of a percent, like every percent rate of the product (2-paying §9).
 */
export const tipsPredictionResponseSchema = z.object({
  lowTipsRate: predictedRateSchema,
  mediumTipsRate: predictedRateSchema,
  highTipsRate: predictedRateSchema,
  modelMetadata: z.record(z.string(), z.string()).default({}),
});

export type TipsPrediction = z.infer<typeof tipsPredictionResponseSchema>;

/**
 * Reads a prediction answer at the boundary. "On error no data" (2-paying §7): anything that does not
 * parse, or a missing answer, is undefined and the configured suggestions apply.
 */
export function parseTipsPrediction(response: unknown): TipsPrediction | undefined {
  if (response === undefined || response === null) return undefined;
  const parsed = tipsPredictionResponseSchema.safeParse(response);
  return parsed.success ? parsed.data : undefined;
}
