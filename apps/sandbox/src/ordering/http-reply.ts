import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { sendErrorAnswer } from '../http/error-handler.js';
import { HttpError } from '../http/http-error.js';

/** Parses a request part with zod; a failure is a 400 `{ type: 'invalid-request', message }` naming the fields. */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown, part: 'body' | 'params' | 'query'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: [part, ...issue.path.map(String)].join('.'), message: issue.message }));
  const first = issues[0];
  throw new HttpError(400, {
    type: 'invalid-request',
    message: first ? `${first.path}: ${first.message}` : `${part} is invalid`,
    field: first?.path ?? part,
    issues,
  });
}

/** A refusal with a status, a `type` and a message, plus extra fields (e.g. the order `errorCode`). */
export function refuse(statusCode: number, type: string, message: string, extra: Record<string, unknown> = {}): HttpError {
  const error = new HttpError(statusCode, { type, message });
  Object.assign(error.body, extra);
  return error;
}

/** The scope's error answers: the sandbox's shared mapping (refusals keep their body, no 5xx echoes internals). */
export function installOrderingErrorHandler(scope: FastifyInstance): void {
  scope.setErrorHandler((error, request, reply) => sendErrorAnswer(error, request, reply));
}
