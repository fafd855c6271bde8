import { moneySchema, tipsPredictionResponseSchema, type TipsPredictionResponse } from '@tableside/billing-domain';
import { z } from 'zod';
import type { ApiError } from '../http/api-error.js';
import type { HttpClient } from '../http/http-client.js';
import type { Result } from '../result.js';

/** The request of `POST /tips-suggestion/predict-tips-suggestions` (2-paying §7). */
export const tipsPredictionRequestSchema = z.object({
  businessId: z.string(),
  billId: z.string(),
  splitAmount: moneySchema,
  totalAmount: moneySchema,
  productNames: z.array(z.string()),
  numberOfClients: z.number().int().nonnegative(),
  openedAt: z.union([z.string(), z.number()]).optional(),
  lowTipsRate: z.number(),
  mediumTipsRate: z.number(),
  highTipsRate: z.number(),
  staffName: z.string().optional(),
});
export type TipsPredictionRequest = z.infer<typeof tipsPredictionRequestSchema>;

export interface TipsPredictionApi {
  /** Predicts tip rates; "On error no data": the caller shows the configured suggestions on a failure. */
  predictTipsSuggestions(request: TipsPredictionRequest): Promise<Result<TipsPredictionResponse, ApiError>>;
}

/** Creates the tips prediction call. */
export function createTipsPredictionApi(http: HttpClient): TipsPredictionApi {
  return {
    predictTipsSuggestions(request) {
      return http.json(
        { method: 'POST', path: '/tips-suggestion/predict-tips-suggestions', body: tipsPredictionRequestSchema.parse(request) },
        tipsPredictionResponseSchema,
      );
    },
  };
}
