import { useSnackbar, type VariantType } from 'notistack';
import { useMemo } from 'react';

/** Toasts: top centre, one at a time from a queue, 3 s (configured in the providers). */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: VariantType) => (message: string) => void enqueueSnackbar(message, { variant });
    return { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };
  }, [enqueueSnackbar]);
}
