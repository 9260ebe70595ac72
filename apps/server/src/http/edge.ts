import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, notFound, validationFailure } from './errors.ts';

/**
 * The input rule at the edge, for every string the API accepts (path parameters, query strings, JSON
 * bodies — keys included — and multipart file names): no NUL, no lone surrogate, at most a maximum length.
 * It runs before the guard, the schemas and any handler or query, and answers 400 ValidationFailure
 * naming the field. The schemas then apply each field's own rules (and their tighter lengths).
 */
export const EDGE_LIMITS = {
  pathParameter: 200,
  queryValue: 2_000,
  bodyString: 100_000,
  /** Object keys, query keys and multipart field names. */
  key: 200,
  fileName: 255,
  /** Objects and arrays inside objects and arrays. */
  depth: 32,
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one string by the edge rule, or undefined. */
export function stringProblem(value: string, max: number): string | undefined {
  if (value.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(value)) return 'must not contain a lone surrogate (malformed Unicode)';
  if (value.length > max) return `must be at most ${max} characters`;
  return undefined;
}

/** Throws the edge's 400 when the string breaks the rule. */
export function assertEdgeString(field: string, value: string, max: number): void {
  const problem = stringProblem(value, max);
  if (problem) throw validationFailure({ [field]: problem }, `${field} ${problem}.`);
}

/** The first string of a parsed value (JSON body, query object) that breaks the rule, with its field path. */
function findProblem(
  value: unknown,
  field: string,
  max: number,
  depth = 0,
): { field: string; problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = stringProblem(value, max);
    return problem ? { field, problem } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > EDGE_LIMITS.depth)
    return { field, problem: `is nested more than ${EDGE_LIMITS.depth} levels deep` };
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const path = field ? `${field}.${key}` : key;
    const keyProblem = Array.isArray(value) ? undefined : stringProblem(key, EDGE_LIMITS.key);
    if (keyProblem) return { field: path, problem: `has a name that ${keyProblem}` };
    const found = findProblem(item, path, max, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function check(value: unknown, max: number, where: string): void {
  const found = findProblem(value, '', max);
  if (found) {
    const field = found.field || where;
    throw validationFailure({ [field]: found.problem }, `${field} ${found.problem}.`);
  }
}

const isApi = (request: FastifyRequest) => request.url === '/api' || request.url.startsWith('/api/');

/**
 * The rule on every API request: path parameters and the query string as soon as the route is known
 * (before the guard), the parsed JSON body before validation. The web app's files, the templates and the
 * asset library answer 404 to names they do not hold instead (see heldFile).
 */
export function registerEdgeRule(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!isApi(request)) return;
    check(request.params, EDGE_LIMITS.pathParameter, 'path');
    check(request.query, EDGE_LIMITS.queryValue, 'query');
  });
  app.addHook('preValidation', async (request) => {
    if (isApi(request) && request.body !== undefined) check(request.body, EDGE_LIMITS.bodyString, 'body');
  });
}

// ---------------------------------------------------------------------------------------------------------
// Errors that never reach a route, answered in the API's error shape too.

const errorBody = (errorCode: string, message: string, data: unknown = null) => ({
  Errors: [{ ErrorCode: errorCode, Message: message, Data: data }],
});

/**
 * Fastify's `frameworkErrors`: a URL whose percent-encoding is broken (FST_ERR_BAD_URL), a path parameter
 * longer than the router takes (no such record or file can have that name: 404).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(404).send(notFound('The path').toBody());
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send(errorBody('Request.BadUrl', 'The address is not validly encoded.'));
  }
  return reply.code(500).send(errorBody('Server.Error', 'Something went wrong on the server.'));
}

/** Any path no route serves (an API path, or a method other than GET outside /api). */
export function registerNotFound(app: FastifyInstance) {
  app.setNotFoundHandler(async (request) => {
    throw notFound(isApi(request) ? 'The API endpoint' : 'The page');
  });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: headers over the limit (431), a timed-out
 * request (408), anything unparseable (400) — written to the socket in the error shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, errorCode, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request.HeadersTooLarge', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request.Timeout', 'The request took too long to arrive.']
        : [400, 'Request.Malformed', 'The request could not be read.'];
  const body = JSON.stringify(errorBody(errorCode, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** An ApiError for an upload whose multipart body cannot be read (cut off, no boundary, malformed). */
export const malformedMultipart = (field: string) =>
  new ApiError(
    400,
    'ValidationFailure',
    'The upload could not be read: it was cut off or is not valid multipart/form-data.',
    {
      Fields: { [field]: 'could not be read' },
    },
  );
