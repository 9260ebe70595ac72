import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, staleVersion } from './errors.ts';

/**
 * Optimistic concurrency: a record's version travels as the ETag and comes back as If-Match on
 * PUT/PATCH. A write without it is refused, so no client can overwrite a change it never saw.
 */
export function requiredVersion(request: FastifyRequest): number {
  const header = request.headers['if-match'];
  const match = typeof header === 'string' ? /^(?:W\/)?"?(\d+)"?$/.exec(header.trim()) : null;
  if (!match) {
    throw new ApiError(
      428,
      'Conflict.VersionRequired',
      'Send the version of the record you are changing in the If-Match header.',
    );
  }
  return Number(match[1]);
}

export function assertVersion(current: number, expected: number): void {
  if (current !== expected) throw staleVersion();
}

export const sendVersion = (reply: FastifyReply, version: number): void => {
  reply.header('etag', `"${version}"`);
};
