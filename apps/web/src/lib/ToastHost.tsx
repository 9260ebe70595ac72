import { TOAST_DURATION_MS } from '@commerce/domain';
import { SnackbarProvider, useSnackbar } from 'notistack';
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

/** notistack's queue: top centre, one toast at a time, each for 3 s. */
export default function ToastHost(props: Props) {
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Enqueue {...props} />
    </SnackbarProvider>
  );
}
