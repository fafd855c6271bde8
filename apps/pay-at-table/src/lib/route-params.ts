import { useParams } from 'react-router';
import * as z from 'zod/mini';

const venueParams = z.object({ venueId: z.string().check(z.minLength(1)) });
const tableParams = z.extend(venueParams, { deviceId: z.string().check(z.minLength(1)) });
const billParams = z.extend(venueParams, { billId: z.string().check(z.minLength(1)) });
const splitParams = z.extend(billParams, { splitId: z.string().check(z.minLength(1)) });

/** URL params are a boundary: parsed, never asserted. A missing param is a routing bug, so it throws. */
function parse<S extends z.core.$ZodType>(schema: S, params: unknown): z.output<S> {
  const parsed = z.safeParse(schema, params);
  if (!parsed.success) throw new Error(`Invalid route params: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export const useVenueParams = () => parse(venueParams, useParams());
export const useTableParams = () => parse(tableParams, useParams());
export const useBillParams = () => parse(billParams, useParams());
export const useSplitParams = () => parse(splitParams, useParams());
