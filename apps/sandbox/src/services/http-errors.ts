import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

/** The JSON body of every 4xx the services send: `type` is a stable code, `message` names the field. */
export type ErrorBody = {
  type: string;
  message: string;
  issues?: readonly { path: string; message: string }[];
};

/** Sends `{ type, message, ...extra }` with `status`. */
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
    issues,
  };
}

/** Parses `value` with `schema`; on failure sends a 400 naming the first bad field and returns undefined. */
export function parseOr400<S extends z.ZodType>(
  reply: FastifyReply,
  schema: S,
  value: unknown,
  where: 'body' | 'params' | 'query',
): z.infer<S> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  void sendError(reply, 400, describe(where, parsed.error));
  return undefined;
}

// The billing core's refusals carry their 4xx body.
const refusalBody = z.object({ body: z.looseObject({ type: z.string(), message: z.string() }) });

/** Maps framework errors (bad JSON, unsupported media type, body too large) to the services' 4xx shape. */
export function installErrorHandler(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const coreBody = refusalBody.safeParse(error);
    if (status >= 400 && status < 500 && coreBody.success) return sendError(reply, status, coreBody.data.body);
    if (status >= 400 && status < 500) {
      return sendError(reply, status, { type: 'invalid-request', message: `body: ${error.message}` });
    }
    request.log.error({ err: error }, 'services route failed');
    return sendError(reply, 500, { type: 'internal-error', message: 'The sandbox service failed unexpectedly.' });
  });
}
