import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { DialogProps } from '@mui/material/Dialog';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Fieldset } from './Fieldset';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useReportUnsaved } from './record/unsavedChanges.ts';
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
  /**
   * The input differs from what the dialog opened with. Without it, anything typed or toggled in the dialog
   * counts until it closes; give it where input comes from pickers (chips, drag lists) rather than fields.
   */
  unsaved?: boolean;
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
  unsaved,
  children,
}: FormDialogProps) {
  const { pending, error, run, clearError } = useAsyncAction();
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState(false);
  // A dialog kept mounted while closed opens clean next time.
  if (!open && (touched || asking)) {
    setTouched(false);
    setAsking(false);
  }
  const dirty = open && (unsaved ?? touched);
  // While open with unsaved input, leaving the page around asks first, as an edited section does.
  const reportNow = useReportUnsaved(dirty);

  // None of the ways out may abandon a request in flight. Closing discards the input, so a close that
  // navigates (a dialog with its own address) is not asked about by the page's guard.
  const close = () => {
    if (pending) return;
    setAsking(false);
    reportNow(false);
    onClose();
  };
  // Escape and a click beside the dialog are easily made by mistake, so they ask before discarding input,
  // as leaving the page does; Cancel is a choice and discards at once.
  const dismiss = () => {
    if (pending) return;
    if (dirty) setAsking(true);
    else close();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through the portal: without this, a dialog opened from inside another form
    // (an EditableSection, say) would submit that form too.
    event.stopPropagation();
    // A save may leave the page (to the record it created); one that fails keeps the input unsaved.
    reportNow(false);
    if (await run(onSubmit)) onClose();
    else reportNow(dirty);
  };

  const markTouched = () => setTouched(true);
  // noValidate: messages come from the form library, not browser bubbles. MUI's slot type does not know
  // the form's own attributes, hence a variable rather than an inline (excess-property-checked) literal.
  // Input and change events bubble here from every field (and from editable HTML, which only fires input).
  const formPaper = {
    component: 'form',
    noValidate: true,
    onSubmit: submit,
    onInput: markTouched,
    onChange: markTouched,
  } as const;

  return (
    <>
      <Dialog
        open={open}
        onClose={dismiss}
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
      <UnsavedChangesDialog
        open={asking}
        leaving="dialog"
        onStay={() => setAsking(false)}
        onDiscard={close}
      />
    </>
  );
}
