import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { COMMON_ERRORS } from '@commerce/domain';
import { isDatabaseUnavailable } from '../db/pg-errors.ts';
import { apiError, ApiError } from './errors.ts';

/** Every error leaves as `{Errors:[{ErrorCode, Message, Data}]}`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode === 429) {
        const retry = (error.data as { RetryAfterSeconds?: number } | undefined)?.RetryAfterSeconds;
        if (retry) reply.header('retry-after', String(retry));
      }
      // A request that came while the server starts is told when to come back; nothing went wrong.
      if (error.errorCode === COMMON_ERRORS.starting.code) reply.header('retry-after', '5');
      else if (error.statusCode >= 500) request.log.error(error);
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const prefix = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (issue.keyword === 'unrecognized_keys') {
          // Unknown fields are refused on every route (http/strict-bodies.ts): each is named.
          for (const key of (issue.params as { keys?: string[] }).keys ?? []) {
            fields[prefix ? `${prefix}.${key}` : key] ??= 'is not a field of this request';
          }
          continue;
        }
        const path = prefix || String(error.validationContext);
        if (!(path in fields)) fields[path] = issue.message ?? 'is not valid';
      }
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid.';
      return reply
        .code(400)
        .send({ Errors: [{ ErrorCode: 'ValidationFailure', Message: message, Data: { Fields: fields } }] });
    }
    if (isDatabaseUnavailable(error)) {
      // The pool opens new connections once the database is back: nothing to restart, a line to log.
      request.log.warn({ error: error.message }, 'the database is unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(apiError(COMMON_ERRORS.databaseUnavailable).toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({
        Errors: [{ ErrorCode: 'Server.Error', Message: 'Something went wrong on the server.', Data: null }],
      });
    }
    // Fastify's own client errors: bad JSON, too large a body, unsupported media type …
    return reply
      .code(status)
      .send({ Errors: [{ ErrorCode: error.code ?? 'BadRequest', Message: error.message, Data: null }] });
  });
}
