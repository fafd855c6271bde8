import type { FastifyError, FastifyInstance } from 'fastify';
import { serveBuiltApp, type BuiltApp } from './built-apps.js';
import { HttpError } from './http-error.js';

/**
 * Maps every failure to a JSON body: refusals keep their status, Fastify's own client errors (bad JSON,
 * unsupported content type, body too large) stay 4xx, and only genuine faults become 500.
 */
export function installErrorHandler(app: FastifyInstance, builtApps: readonly BuiltApp[] = []): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.body);
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      const code = 'code' in error && typeof error.code === 'string' ? error.code : 'bad-request';
      const type = code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'invalid-json' : code;
      return reply.status(statusCode).send({ type, message: `body: ${error.message}` });
    }
    request.log.error(error);
    return reply.status(500).send({ type: 'internal-error', message: error.message });
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (await serveBuiltApp(builtApps, request, reply)) return reply;
    return reply.status(404).send({ type: 'route-not-found', message: `no route ${request.method} ${request.url.split('?')[0] ?? ''}` });
  });
}
