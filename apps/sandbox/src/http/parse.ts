import type { z } from 'zod';
import { HttpError } from './http-error.js';

/**
 * Parses a request part with zod; a failure becomes a 400 whose message names the offending fields.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown, part: 'body' | 'params' | 'query' | 'headers'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => (issue.path.length > 0 ? issue.path.join('.') : part));
  const first = result.error.issues[0];
  const detail = first ? `: ${first.message}` : '';
  throw new HttpError(400, {
    type: 'invalid-request',
    message: `invalid ${part} field ${[...new Set(fields)].join(', ')}${detail}`,
    issues: result.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message, code: issue.code })),
  });
}
