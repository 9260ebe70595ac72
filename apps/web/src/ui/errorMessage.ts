const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** Human-readable text for anything thrown: API errors and `Error`s carry a `message`. */
export function errorMessage(error: unknown, fallback = FALLBACK_MESSAGE): string {
  // fetch rejects with a TypeError when the network fails; its text ('Failed to fetch') helps nobody.
  if (error instanceof TypeError) return fallback;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message !== '') return message;
  }
  return fallback;
}
