const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** Human-readable text for anything thrown: API errors and `Error`s carry a `message`. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message !== '') return message;
  }
  return FALLBACK_MESSAGE;
}
