import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toasts, type ToastVariant } from './toast.ts';

export interface PendingToast {
  id: number;
  message: string;
  variant: ToastVariant;
}

// notistack (about 8 KB gzipped) loads with the first toast, not with the sign-in screen.
const ToastHost = lazy(() => import('./ToastHost.tsx'));

/** Provides useToast(); the toasts themselves are drawn by ToastHost from the first one on. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingToast[]>([]);
  const [started, setStarted] = useState(false);
  const nextId = useRef(0);

  const toasts = useMemo<Toasts>(() => {
    const show = (variant: ToastVariant) => (message: string) => {
      setStarted(true);
      setPending((queue) => [...queue, { id: nextId.current++, message, variant }]);
    };
    return { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };
  }, []);
  const shown = useCallback((ids: number[]) => {
    setPending((queue) => queue.filter((toast) => !ids.includes(toast.id)));
  }, []);

  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {started && (
        <Suspense fallback={null}>
          <ToastHost pending={pending} onShown={shown} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
