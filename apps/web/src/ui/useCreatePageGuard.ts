import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/**
 * The unsaved-changes guard of a create page (render `guard` in the page) and its way out once the record
 * is saved: `leaveTo(path)` switches the guard off, then goes to the new record's page.
 */
export function useCreatePageGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  const guard = useUnsavedChangesGuard(dirty && target === null);
  // After the guard's hooks: effects run in order, so by now the guard lets this navigation through.
  useEffect(() => {
    if (target !== null) navigate(target, { replace: true });
  }, [target, navigate]);
  return { guard, leaveTo: setTarget };
}
