import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
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
    issues,
  });
}

/** A refusal with a status, a `type` and a message, plus extra fields (e.g. the order `errorCode`). */
export function refuse(statusCode: number, type: string, message: string, extra: Record<string, unknown> = {}): HttpError {
  const error = new HttpError(statusCode, { type, message });
  Object.assign(error.body, extra);
  return error;
}

/** The scope's error answers: refusals keep their status and body, Fastify's client errors stay 4xx. */
export function installOrderingErrorHandler(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body);
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      const code = 'code' in error && typeof error.code === 'string' ? error.code : 'bad-request';
      const type = code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'invalid-json' : code;
      return reply.status(statusCode).send({ type, message: `body: ${error.message}` });
    }
    request.log.error(error);
    return reply.status(500).send({ type: 'internal-error', message: error.message });
  });
}
