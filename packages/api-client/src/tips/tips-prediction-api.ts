import type { TipsPredictionResponse } from '@tableside/billing-domain';
import { predictTipsSuggestions, tipsPredictionRequestSchema } from '@tableside/contracts/services';
import type * as z from 'zod/mini';
import type { ApiError } from '../http/api-error.js';
import type { HttpClient } from '../http/http-client.js';
import { routeRequest } from '../http/route-request.js';
import type { Result } from '../result.js';

/** The request of `POST /tips-suggestion/predict-tips-suggestions` (2-paying §7), as the contract reads it. */
export { tipsPredictionRequestSchema };
export type TipsPredictionRequest = z.input<typeof tipsPredictionRequestSchema>;

export interface TipsPredictionApi {
  /** Predicts tip rates; "On error no data": the caller shows the configured suggestions on a failure. */
  predictTipsSuggestions(request: TipsPredictionRequest): Promise<Result<TipsPredictionResponse, ApiError>>;
}

/** Creates the tips prediction call. */
export function createTipsPredictionApi(http: HttpClient): TipsPredictionApi {
  return {
    predictTipsSuggestions(request) {
      // A request the contract refuses is still sent: the server's 400 is the failure the caller handles.
      const parsed = tipsPredictionRequestSchema.safeParse(request);
      return http.json(routeRequest(predictTipsSuggestions, {}, { body: parsed.success ? parsed.data : request }), predictTipsSuggestions.responses[200]);
    },
  };
}
