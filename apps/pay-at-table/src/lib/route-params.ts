import { useParams } from 'react-router';
import { z } from 'zod';

const venueParams = z.object({ venueId: z.string().min(1) });
const tableParams = venueParams.extend({ deviceId: z.string().min(1) });
const billParams = venueParams.extend({ billId: z.string().min(1) });
const splitParams = billParams.extend({ splitId: z.string().min(1) });

/** URL params are a boundary: parsed, never asserted. A missing param is a routing bug, so it throws. */
function parse<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new Error(`Invalid route params: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export const useVenueParams = () => parse(venueParams, useParams());
export const useTableParams = () => parse(tableParams, useParams());
export const useBillParams = () => parse(billParams, useParams());
export const useSplitParams = () => parse(splitParams, useParams());
