import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Where the OpenAPI document and its docs page are served. */
export const OPENAPI_PATH = '/sandbox/openapi.json';
export const DOCS_PATH = '/sandbox/docs';

/**
 * Publishes the OpenAPI 3.1 document of the routes served from @tableside/contracts (`serve`), generated from their
 * zod schemas, at `/sandbox/openapi.json`, and a Swagger UI page at `/sandbox/docs` (its files are bundled: it works
 * offline, under the sandbox's CSP). Install before registering routes: the document collects them as they are added.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tableside sandbox',
        version: '0.1.0',
        description: 'The HTTP contract of Tableside, generated from @tableside/contracts. Every 4xx answers { type, message, field? }.',
      },
      components: {
        securitySchemes: {
          guestToken: { type: 'apiKey', in: 'header', name: 'x-tableside-guest-token' },
          accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    // Only the contract routes (they carry a tag) are documented; HTML pages, files and docs assets are not.
    transform: (document) => {
      const schema: unknown = document.schema;
      if (typeof schema !== 'object' || schema === null || !('tags' in schema)) return { schema: { hide: true }, url: document.url };
      return jsonSchemaTransform(document);
    },
    // Schemas the domain registers with an id (zod's global registry) become components, referenced by $ref.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { deepLinking: false } });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').send(app.swagger()));
}
