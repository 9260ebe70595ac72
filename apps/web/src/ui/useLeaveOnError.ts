import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../lib/toast';

/**
 * A detail page whose record cannot be loaded sends the user back (usually to the list) with an error
 * toast, rather than showing an empty form (spec 1 §8: failed detail loads go back to the list).
 */
export function useLeaveOnError(failed: boolean, to: string, message: string): void {
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    if (!failed) return;
    toast.error(message);
    navigate(to, { replace: true });
  }, [failed, message, navigate, to, toast]);
}
