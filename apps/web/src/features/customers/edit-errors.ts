import { ApiError } from '../../lib/api.ts';

/**
 * What a failed edit tells the user. The server's own message when it refused the request for a reason
 * the user can act on (invalid input, the e-mail in use, someone else saved first, no charge account);
 * otherwise the spec's message for that edit (spec 1 §8 'Customer-related messages').
 */
export function editFailure(error: unknown, specMessage: string): Error {
  if (error instanceof ApiError && [400, 404, 409, 412].includes(error.status))
    return new Error(error.message);
  return new Error(specMessage);
}
