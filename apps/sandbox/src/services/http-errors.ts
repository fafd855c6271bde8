import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { sendErrorAnswer } from '../http/error-handler.js';

/**
 * The JSON body of every 4xx the services send: `type` is a stable code, `message` names the field, `field` is its
 * path (`body.amount`, `params.paymentId`, `header.x-tableside-guest-token`) when one field is at fault.
 */
export type ErrorBody = {
  type: string;
  message: string;
  field?: string;
  issues?: readonly { path: string; message: string }[];
};

/** Sends `{ type, message, field?, ...extra }` with `status`. */
export function sendError(reply: FastifyReply, status: number, body: ErrorBody & Record<string, unknown>): FastifyReply {
  return reply.code(status).type('application/json').send(body);
}

function describe(where: string, error: z.ZodError): ErrorBody {
  const issues = error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  return {
    type: 'invalid-request',
    message: first ? `${first.path}: ${first.message}` : `${where} is invalid`,
    field: first?.path ?? where,
    issues,
  };
}

/** Parses `value` with `schema`; on failure sends a 400 naming the first bad field and returns undefined. */
export function parseOr400<S extends z.ZodType>(reply: FastifyReply, schema: S, value: unknown, where: 'body' | 'params' | 'query'): z.infer<S> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  void sendError(reply, 400, describe(where, parsed.error));
  return undefined;
}

/** The services scope answers failures like the rest of the sandbox (`errorAnswer`: no 5xx echoes internals). */
export function installErrorHandler(scope: FastifyInstance): void {
  scope.setErrorHandler((error, request, reply) => sendErrorAnswer(error, request, reply));
}
