import { errorBodySchema, REQUEST_ERROR_TYPES, type RouteContract } from '@tableside/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidRequest } from './parse.js';

type Parsed<S> = S extends z.core.$ZodType ? z.output<S> : unknown;

/** A request of `R`: its params, query and body arrive parsed by the contract's schemas. */
export type ContractRequest<R extends RouteContract> = FastifyRequest<{
  Params: Parsed<R['params']>;
  Querystring: Parsed<R['query']>;
  Body: Parsed<R['body']>;
}>;

/** What serves a route of the contracts. */
export type ContractHandler<R extends RouteContract> = (request: ContractRequest<R>, reply: FastifyReply) => unknown;

/** The Fastify schema of a contract: request parts, answers and the one 4xx body, with its OpenAPI summary and tag. */
export function contractSchema(route: RouteContract): FastifySchema & { summary: string; tags: string[] } {
  const response: Record<string, z.core.$ZodType> = {};
  for (const [status, schema] of Object.entries(route.responses)) response[status] = schema ?? z.null().describe('No content');
  response['4xx'] = errorBodySchema.check(z.describe('The one refusal body: { type, message, field? }'));
  const refusals = Object.entries(route.errors)
    .map(([status, types]) => `${status}: ${(types ?? []).join(', ')}`)
    .join('; ');
  return {
    summary: route.summary,
    description: `Refusals (type by status): ${refusals}; and, before the route's own rules, the request refusals of any route (${Object.entries(
      REQUEST_ERROR_TYPES,
    )
      .map(([status, types]) => `${status}: ${types.join(', ')}`)
      .join(
        '; ',
      )}).${route.guest ? ' Sends the guest token header x-tableside-guest-token.' : ''}${route.bearer ? ' Sends the account access token: Authorization: Bearer <token>.' : ''}`,
    tags: [route.tag],
    ...(route.guest || route.bearer ? { security: [{ ...(route.guest ? { guestToken: [] } : {}), ...(route.bearer ? { accessToken: [] } : {}) }] } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    response,
  };
}

/**
 * Serves `route` on `app` through fastify-type-provider-zod: the contract's schemas validate the request (a failure
 * is answered `400 invalid-request` naming the field, see `errorAnswer`) and check the answer.
 */
export function serve<R extends RouteContract>(
  app: FastifyInstance,
  route: R,
  handler: ContractHandler<R>,
  options: Pick<RouteShorthandOptions, 'config' | 'bodyLimit'> & {
    /** Runs before the contract's schemas read the request (a refusal that must come first, e.g. raw card data). */
    readonly preValidation?: (request: FastifyRequest) => Promise<void>;
  } = {},
): void {
  const { preValidation, ...routeOptions } = options;
  const hooks = [...(preValidation ? [preValidation] : []), ...(route.query ? [checkParamsThenQuery(route)] : [])];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    schema: contractSchema(route),
    ...routeOptions,
    ...(hooks.length > 0 ? { preValidation: hooks } : {}),
    handler: handler as never,
  });
}

/**
 * Fastify validates the body before the query; the sandbox's refusals name the params, then the query, then the body
 * at fault (a receipt e-mailed without `?email=` names `query.email` whatever its body). So a route with a query
 * checks its params and query first, with the same schemas.
 */
function checkParamsThenQuery(route: RouteContract) {
  return async (request: FastifyRequest): Promise<void> => {
    for (const [part, schema, value] of [
      ['params', route.params, request.params],
      ['query', route.query, request.query],
    ] as const) {
      const result = schema ? z.safeParse(schema, value) : undefined;
      if (result && !result.success) throw invalidRequest(part, result.error);
    }
  };
}

/** A 2xx answer that does not match its contract: a sandbox bug, answered as a 500 and logged. */
export class ResponseContractError extends Error {
  readonly statusCode = 500;
  constructor(
    method: string,
    url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${method} ${url}: the answer does not match its contract`);
  }
}

/**
 * Installs the contracts' compilers on `app` (and so on every scope registered under it): zod validates params,
 * query and body; answers are checked against their schema and sent as they are (nothing stripped).
 */
export function installContractCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler<z.ZodType>(({ schema, method, url, httpStatus }) => {
    const checked = String(httpStatus).startsWith('2');
    return (data) => {
      if (checked) {
        const result = schema.safeParse(data);
        if (!result.success) throw new ResponseContractError(method, url, result.error.issues);
      }
      return JSON.stringify(data);
    };
  });
}
