import { useCallback, useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

const SERVER_ERROR = 'server';

/**
 * A field error that came from the server (e.g. 'This Username is already in use…'): `setServerError`
 * shows it on the field, and editing that field clears it, since the server has not judged the new value.
 */
export function useServerFieldError<T extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<T, TContext, TOutput>,
  name: FieldPath<T>,
): (message: string) => void {
  const { watch, getFieldState, clearErrors, setError } = form;
  useEffect(() => {
    const subscription = watch((_, change) => {
      if (change.name === name && getFieldState(name).error?.type === SERVER_ERROR) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, clearErrors, name]);

  return useCallback(
    (message: string) => setError(name, { type: SERVER_ERROR, message }, { shouldFocus: true }),
    [setError, name],
  );
}
