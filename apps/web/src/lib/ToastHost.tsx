import { TOAST_DURATION_MS } from '@commerce/domain';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import type { PendingToast } from './ToastProvider.tsx';

interface Props {
  pending: PendingToast[];
  onShown(ids: number[]): void;
}

function Enqueue({ pending, onShown }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  // Each toast once, even when an effect runs twice (StrictMode) before the queue is emptied.
  const enqueued = useRef(new Set<number>());
  useEffect(() => {
    if (pending.length === 0) return;
    for (const toast of pending) {
      if (enqueued.current.has(toast.id)) continue;
      enqueued.current.add(toast.id);
      enqueueSnackbar(toast.message, { variant: toast.variant });
    }
    onShown(pending.map((toast) => toast.id));
  }, [pending, onShown, enqueueSnackbar]);
  return null;
}

/**
 * notistack's toasts in colours that white text reads on at 4.5:1 or more (WCAG AA): its own green, orange
 * and blue reach only 2.2 to 3.3.
 */
const ReadableToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a15c00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
});
const TOAST_COMPONENTS = {
  default: ReadableToast,
  success: ReadableToast,
  error: ReadableToast,
  warning: ReadableToast,
  info: ReadableToast,
};

/** notistack's queue: top centre, one toast at a time, each for 3 s. */
export default function ToastHost(props: Props) {
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={TOAST_COMPONENTS}
    >
      <Enqueue {...props} />
    </SnackbarProvider>
  );
}
