import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { DialogProps } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { Fieldset } from './Fieldset';
import { useAsyncAction } from './useAsyncAction';
import type { AsyncAction } from './useAsyncAction';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  /** Throw to keep the dialog open with the error's message; resolve `false` to keep it open silently. */
  onSubmit: AsyncAction;
  submitLabel?: string;
  cancelLabel?: string;
  submitDisabled?: boolean;
  /** Paints the submit button red, for irreversible actions. */
  destructive?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  submitDisabled = false,
  destructive = false,
  maxWidth = 'sm',
  children,
}: FormDialogProps) {
  const { pending, error, run, clearError } = useAsyncAction();

  // Escape, backdrop and Cancel all come through here; none may abandon a request in flight.
  const close = () => {
    if (!pending) onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await run(onSubmit)) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth={maxWidth}
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit: submit },
        // Cleared only once hidden, so the message does not vanish during the closing animation.
        transition: { onExited: clearError },
      }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <Fieldset disabled={pending}>{children}</Fieldset>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={pending}
          disabled={submitDisabled}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
