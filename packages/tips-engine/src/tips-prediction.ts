import * as z from 'zod/mini';
import { tipsPredictionResponseSchema, type TipsPredictionResponse } from '@tableside/billing-domain';

/**
 * A usable prediction: the response of POST /tips-suggestion/predict-tips-suggestions (2-paying §3, §7)
 * with lowTipsRate, mediumTipsRate and highTipsRate in whole hundredths of a percent, the unit of every
 * percent rate of the product (2-paying §9).
 */
export type TipsPrediction = TipsPredictionResponse;

const usablePredictionSchema = tipsPredictionResponseSchema.check(
  z.refine((p) => [p.lowTipsRate, p.mediumTipsRate, p.highTipsRate].every(Number.isInteger), {
    message: 'predicted rates are whole hundredths of a percent',
  }),
);

/**
 * Reads a prediction answer at the boundary. "On error no data" (2-paying §7): anything that does not
 * parse, or a missing answer, is undefined and the configured suggestions apply.
 */
export function parseTipsPrediction(response: unknown): TipsPrediction | undefined {
  if (response === undefined || response === null) return undefined;
  const parsed = usablePredictionSchema.safeParse(response);
  return parsed.success ? parsed.data : undefined;
}
