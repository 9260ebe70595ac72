import { useContext } from 'react';
import { ConfirmContext } from './confirmContext';
import type { Confirm } from './confirmContext';

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
