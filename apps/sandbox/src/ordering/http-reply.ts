import type { FastifyInstance } from 'fastify';
import { sendErrorAnswer } from '../http/error-handler.js';
import { HttpError } from '../http/http-error.js';

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
