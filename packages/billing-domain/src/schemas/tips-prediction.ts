import { z } from 'zod';

/** Tips prediction response (2-paying §3): lowTipsRate, mediumTipsRate, highTipsRate, modelMetadata. */
export const tipsPredictionResponseSchema = z.object({
  lowTipsRate: z.number().min(0),
  mediumTipsRate: z.number().min(0),
  highTipsRate: z.number().min(0),
  modelMetadata: z.record(z.string(), z.string()).default({}),
});
export type TipsPredictionResponse = z.infer<typeof tipsPredictionResponseSchema>;
