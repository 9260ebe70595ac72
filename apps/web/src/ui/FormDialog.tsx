import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { DialogProps } from '@mui/material/Dialog';
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through the portal: without this, a dialog opened from inside another form
    // (an EditableSection, say) would submit that form too.
    event.stopPropagation();
    if (await run(onSubmit)) onClose();
  };

  // noValidate: messages come from the form library, not browser bubbles. MUI's slot type does not know
  // the form's own attributes, hence a variable rather than an inline (excess-property-checked) literal.
  const formPaper = { component: 'form', noValidate: true, onSubmit: submit } as const;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth={maxWidth}
      slotProps={{
        paper: formPaper,
        // Cleared only once hidden, so the message does not vanish during the closing animation.
        transition: { onExited: clearError },
      }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {/* Room above the first field for its floating label, which the content's scroll box would clip
            (MUI gives the content no top padding under a title); the fields one under another, spaced. */}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <Fieldset disabled={pending}>
            <Stack spacing={2}>{children}</Stack>
          </Fieldset>
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
