import { createContext } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';

export type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onClose' | 'onConfirm'> &
  Partial<Pick<ConfirmDialogProps, 'onConfirm'>>;

/** Resolves `true` once confirmed (and `onConfirm`, if given, succeeded), `false` when cancelled. */
export type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);
