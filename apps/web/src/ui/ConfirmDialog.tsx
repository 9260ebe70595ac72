import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState, type ReactNode } from 'react';
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
  /** A checkbox with this label that must be ticked before Confirm is enabled ('I understand …'). */
  acknowledge?: string;
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
  acknowledge,
}: ConfirmDialogProps) {
  const [acknowledged, setAcknowledged] = useState(false);
  // Every opening asks again.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAcknowledged(false);
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={onConfirm}
      title={title}
      submitLabel={confirmLabel}
      cancelLabel={cancelLabel}
      destructive={destructive}
      submitDisabled={!!acknowledge && !acknowledged}
      maxWidth="xs"
      // Ticking the acknowledgement is no input to lose: Escape closes at once, and leaving does not ask.
      unsaved={false}
    >
      <DialogContentText component="div">{message}</DialogContentText>
      {acknowledge && (
        <FormControlLabel
          control={
            <Checkbox checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} />
          }
          label={acknowledge}
        />
      )}
    </FormDialog>
  );
}
