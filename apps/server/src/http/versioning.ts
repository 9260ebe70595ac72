import { COMMON_ERRORS } from '@commerce/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError, staleVersion } from './errors.ts';

/**
 * Optimistic concurrency: a record's version travels as the ETag and comes back as If-Match on every
 * change to it (PUT, PATCH, DELETE and record actions). A change without it is refused (428), so no client
 * can overwrite or remove what it never saw; a stale one answers 412.
 */
export function requiredVersion(request: FastifyRequest): number {
  const header = request.headers['if-match'];
  const match = typeof header === 'string' ? /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim()) : null;
  if (!match) throw apiError(COMMON_ERRORS.versionRequired);
  return Number(match[1]);
}

export function assertVersion(current: number, expected: number): void {
  if (current !== expected) throw staleVersion();
}

export const sendVersion = (reply: FastifyReply, version: number): void => {
  reply.header('etag', `"${version}"`);
};

/** Sends the record's version as its ETag and answers the record. */
export function withVersion<T>(reply: FastifyReply, value: T, version: number): T {
  sendVersion(reply, version);
  return value;
}
