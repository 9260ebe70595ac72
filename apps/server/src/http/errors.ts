import { COMMON_ERRORS, type ApiErrorDef, type ApiErrorItem } from '@commerce/domain';

/**
 * The one error shape of the API: `{ Errors: [{ ErrorCode, Message, Data }] }`.
 * Services throw ApiError (from an area's declared errors: `apiError(ROLE_ERRORS.idMustBeUnique)`); the
 * error handler turns it (and validation, 404s, crashes) into that shape.
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

/** A declared error; `message` replaces the declared one where the answer says more (a count, a name). */
export const apiError = (def: ApiErrorDef, extra: { message?: string; data?: unknown } = {}) =>
  new ApiError(def.status, def.code, extra.message ?? def.message, extra.data);

/** Whether an error is the declared one (same code and status). */
export const isApiError = (error: unknown, def: ApiErrorDef): error is ApiError =>
  error instanceof ApiError && error.errorCode === def.code && error.statusCode === def.status;

export const badRequest = (errorCode: string, message: string, data?: unknown) =>
  new ApiError(400, errorCode, message, data);

/** A 400 ValidationFailure; `fields` maps a field path to what is wrong with it. */
export const validationFailure = (
  fields: Record<string, string>,
  message: string = COMMON_ERRORS.validationFailure.message,
) => apiError(COMMON_ERRORS.validationFailure, { message, data: { Fields: fields } });

export const unauthenticated = (message?: string) => apiError(COMMON_ERRORS.unauthenticated, { message });

export const forbidden = (message?: string) => apiError(COMMON_ERRORS.forbidden, { message });

export const notFound = (what = 'The record') =>
  apiError(COMMON_ERRORS.notFound, { message: `${what} was not found.` });

export const staleVersion = () => apiError(COMMON_ERRORS.staleVersion);
