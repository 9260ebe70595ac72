import DialogContentText from '@mui/material/DialogContentText';
import type { ReactNode } from 'react';
import { FormDialog } from './FormDialog';
import type { AsyncAction } from './useAsyncAction';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called on cancel and after a successful confirmation. */
  onClose(): void;
  /** May return a promise: the dialog waits for it and stays open showing the error if it rejects. */
  onConfirm: AsyncAction;
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}

/** A confirmation is a form without fields, so it shares FormDialog's pending and error handling. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title = 'Please confirm',
  message = 'Are you sure?',
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  destructive = false,
}: ConfirmDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={onConfirm}
      title={title}
      submitLabel={confirmLabel}
      cancelLabel={cancelLabel}
      destructive={destructive}
      maxWidth="xs"
    >
      <DialogContentText component="div">{message}</DialogContentText>
    </FormDialog>
  );
}
