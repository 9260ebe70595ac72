import { useCallback, useState } from 'react';
import { errorMessage } from './errorMessage';

/** An action that either throws (failure), resolves `false` (e.g. invalid form: stay put) or succeeds. */
export type AsyncAction = () => unknown;

export interface AsyncActionState {
  pending: boolean;
  error: string | null;
  /** Runs the action and tells whether it succeeded; failures are captured in `error`, never rethrown. */
  run(action: AsyncAction): Promise<boolean>;
  clearError(): void;
}

export function useAsyncAction(): AsyncActionState {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (action: AsyncAction) => {
    setPending(true);
    setError(null);
    try {
      return (await action()) !== false;
    } catch (thrown) {
      setError(errorMessage(thrown));
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);

  return { pending, error, run, clearError };
}
