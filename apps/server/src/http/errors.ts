import type { ApiErrorItem } from '@commerce/domain';

/**
 * The one error shape of the API: `{ Errors: [{ ErrorCode, Message, Data }] }`.
 * Services throw ApiError; the error handler in app.ts turns it (and validation, 404s, crashes) into that shape.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): { Errors: ApiErrorItem[] } {
    return { Errors: [{ ErrorCode: this.errorCode, Message: this.message, Data: this.data ?? null }] };
  }
}

export const badRequest = (errorCode: string, message: string, data?: unknown) =>
  new ApiError(400, errorCode, message, data);

/** A 400 ValidationFailure; `fields` maps a field path to what is wrong with it. */
export const validationFailure = (fields: Record<string, string>, message = 'The request is not valid.') =>
  new ApiError(400, 'ValidationFailure', message, { Fields: fields });

export const unauthenticated = (message = 'You need to sign in.') =>
  new ApiError(401, 'Auth.Unauthenticated', message);

export const forbidden = (message = 'You do not have permission to do this.') =>
  new ApiError(403, 'Auth.InsufficientPermissions', message);

export const notFound = (what = 'The record') => new ApiError(404, 'NotFound', `${what} was not found.`);

export const conflict = (errorCode: string, message: string, data?: unknown) =>
  new ApiError(409, errorCode, message, data);

export const staleVersion = () =>
  new ApiError(
    412,
    'Conflict.StaleVersion',
    'Someone else changed this record after you opened it. Reload it and make your change again.',
  );
