import type { ApiRoute, PathParamNames } from '@commerce/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { uploadSchema, type UploadDescription } from './uploads.ts';

type OutputOr<Schema, Otherwise> = Schema extends z.ZodType ? z.output<Schema> : Otherwise;

/** The request as the route's contract validated it. */
export type ContractRequest<Route extends ApiRoute> = FastifyRequest<{
  Params: OutputOr<Route['params'], Record<PathParamNames<Route['path']>, string>>;
  Querystring: OutputOr<Route['query'], unknown>;
  Body: OutputOr<Route['body'], unknown>;
}>;

export interface ServeOptions {
  config: RouteShorthandOptions['config'];
  tags: string[];
  summary: string;
  /** The files an upload route (`upload: true`) takes, for its API document. */
  upload?: UploadDescription;
}

/** A path parameter without declared rules: a string of 1 to 100 characters. */
const defaultParam = z.string().min(1).max(100);

function paramsSchema(route: ApiRoute): z.ZodObject | undefined {
  if (route.params) return route.params;
  const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, defaultParam]))) : undefined;
}

/**
 * Serves a route of the domain's contracts (packages/domain api-routes): its method and path, its params,
 * query and body checked by the contract's schemas, the answer written by the serializer compiled from the
 * contract's response schema with the contract's status. The handler answers the record, or the reply when
 * it sent something else (a file).
 */
export function serve<Route extends ApiRoute>(
  app: FastifyInstance,
  route: Route,
  options: ServeOptions,
  handler: (
    request: ContractRequest<Route>,
    reply: FastifyReply,
  ) => Promise<z.input<Route['response']> | FastifyReply>,
) {
  const status = route.status ?? 200;
  const params = paramsSchema(route);
  app.route({
    method: route.method,
    url: route.path,
    config: options.config,
    schema: {
      tags: options.tags,
      summary: options.summary,
      ...(params ? { params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(options.upload ? uploadSchema(options.upload) : {}),
      response: { [status]: status === 204 ? z.null() : route.response },
    },
    handler: async (request, reply) => {
      reply.code(status);
      const answer = await handler(request as ContractRequest<Route>, reply);
      return status === 204 ? reply.send(null) : answer;
    },
  });
}
