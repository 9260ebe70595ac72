import { createContext, useContext } from 'react';

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';
export type Toasts = Record<ToastVariant, (message: string) => void>;

export const ToastContext = createContext<Toasts | null>(null);

/** Toasts: top centre, one at a time from a queue, 3 s (see ToastProvider). */
export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast must be used inside ToastProvider');
  return toasts;
}
