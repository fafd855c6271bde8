import * as z from 'zod/mini';

/** Tips prediction response (2-paying §3): lowTipsRate, mediumTipsRate, highTipsRate, modelMetadata. */
export const tipsPredictionResponseSchema = z.object({
  lowTipsRate: z.number().check(z.minimum(0)),
  mediumTipsRate: z.number().check(z.minimum(0)),
  highTipsRate: z.number().check(z.minimum(0)),
  modelMetadata: z._default(z.record(z.string(), z.string()), {}),
});
export type TipsPredictionResponse = z.infer<typeof tipsPredictionResponseSchema>;
