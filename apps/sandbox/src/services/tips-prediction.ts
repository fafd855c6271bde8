import { services } from '@tableside/contracts';
import type { z } from 'zod';

/** The body of `POST /tips-suggestion/predict-tips-suggestions` (2-paying §7), from @tableside/contracts. */
export const tipsPredictionRequestSchema = services.tipsPredictionRequestSchema;
export type TipsPredictionRequest = z.infer<typeof tipsPredictionRequestSchema>;

export interface TipsPrediction {
  lowTipsRate: number;
  mediumTipsRate: number;
  highTipsRate: number;
  modelMetadata: Record<string, string>;
}

const unit = 100_000;

/**
 * A deterministic stand-in for the tip model: it scales the venue's three rates by the spend per guest
 * (higher spend per head, a little more), trims them for large parties, and keeps them in ascending order
 * (2-paying §5 "sorted ascending"). Rates come back in the unit they were sent in.
 */
export function predictTips(request: TipsPredictionRequest): TipsPrediction {
  // An unknown guest count (0) counts as one guest.
  const guests = Math.max(1, request.numberOfClients);
  const perGuestUnits = Math.floor(request.totalAmount.amount / guests / unit);
  const spendBand = perGuestUnits >= 60 ? 'high' : perGuestUnits >= 25 ? 'medium' : 'low';
  const spendAdjustment = spendBand === 'high' ? 10 : spendBand === 'medium' ? 5 : 0;
  const partyAdjustment = request.numberOfClients >= 6 ? -5 : 0;
  const factor = 100 + spendAdjustment + partyAdjustment;
  const [low, medium, high] = [request.lowTipsRate, request.mediumTipsRate, request.highTipsRate]
    .map((value) => Math.round((value * factor) / 100))
    .sort((a, b) => a - b) as [number, number, number];
  return {
    lowTipsRate: low,
    mediumTipsRate: Math.max(medium, low),
    highTipsRate: Math.max(high, medium, low),
    modelMetadata: {
      model: 'sandbox-spend-per-guest',
      version: '1',
      spendPerGuestBand: spendBand,
      factorPercent: String(factor),
      numberOfClients: String(request.numberOfClients),
    },
  };
}
