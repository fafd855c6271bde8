import { z } from 'zod';
import { fieldPath, HttpError, type RequestPart } from './http-error.js';

/**
 * Parses a request part with zod; a failure becomes a 400 whose `field` is the first offending field
 * (`body.splitAmount`) and whose message names every offending field.
 */
export function parse<S extends z.core.$ZodType>(schema: S, value: unknown, part: 'body' | 'params' | 'query' | 'headers'): z.infer<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  throw invalidRequest(part === 'headers' ? 'header' : part, result.error);
}

/** The 400 of a zod failure on one request part. */
export function invalidRequest(part: RequestPart, error: z.ZodError): HttpError {
  return invalidRequestOf(part, error.issues);
}

/**
 * The 400 of failures on one request part (zod issues, or the contract validation's issues): `field` is the first
 * offending field (`body.splitAmount`), the message names every offending field.
 */
export function invalidRequestOf(part: RequestPart, found: readonly { path: readonly PropertyKey[]; message: string; code: string }[]): HttpError {
  const issues = found.map((issue) => ({ path: fieldPath(part, issue.path), message: issue.message, code: issue.code }));
  const first = issues[0];
  const fields = [...new Set(issues.map((issue) => issue.path))];
  return new HttpError(400, {
    type: 'invalid-request',
    message: first ? `invalid ${fields.join(', ')}: ${first.message}` : `invalid ${part}`,
    field: first?.path ?? part,
    issues,
  });
}
