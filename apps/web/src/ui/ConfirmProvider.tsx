import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ConfirmContext } from './confirmContext';
import type { Confirm, ConfirmOptions } from './confirmContext';
import { ConfirmDialog } from './ConfirmDialog';

/** Hosts the one confirmation dialog behind `useConfirm()`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  // Options outlive `open` so the dialog keeps its texts during the closing animation.
  const [options, setOptions] = useState<ConfirmOptions>({});
  const [open, setOpen] = useState(false);
  const resolveRef = useRef<(confirmed: boolean) => void>(undefined);

  const settle = (confirmed: boolean) => {
    resolveRef.current?.(confirmed);
    resolveRef.current = undefined;
  };

  const confirm = useCallback<Confirm>((next = {}) => {
    resolveRef.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  const handleConfirm = async () => {
    const result = await options.onConfirm?.();
    if (result !== false) settle(true);
    return result;
  };

  const handleClose = () => {
    settle(false);
    setOpen(false);
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      <ConfirmDialog {...options} open={open} onConfirm={handleConfirm} onClose={handleClose} />
    </ConfirmContext>
  );
}
