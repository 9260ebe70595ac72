import { DESTINATION_TEXTS } from '@commerce/domain';
import { ApiError } from '../../lib/api.ts';

/**
 * What a failed destination or route code save says: the server's own text for what the user can act on
 * (the spec's 409s, invalid input, someone else's save), otherwise the spec's 'An error occurred'.
 */
export const saveFailureText = (error: unknown): string | null =>
  error instanceof ApiError && [400, 404, 409, 412].includes(error.status)
    ? null
    : DESTINATION_TEXTS.otherError;
