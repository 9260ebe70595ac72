import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface UnsavedChangesDialogProps {
  open: boolean;
  onStay(): void;
  onDiscard(): void;
  /** What Discard leaves: the page (a navigation), or only the dialog the input was typed in. */
  leaving?: 'page' | 'dialog';
}

export function UnsavedChangesDialog({
  open,
  onStay,
  onDiscard,
  leaving = 'page',
}: UnsavedChangesDialogProps) {
  return (
    <Dialog open={open} onClose={onStay} maxWidth="xs" fullWidth>
      <DialogTitle>Discard unsaved changes?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You have changes that are not saved.{leaving === 'page' && ' Leave this page and discard them?'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay}>Stay</Button>
        <Button onClick={onDiscard} variant="contained" color="error">
          Discard
        </Button>
      </DialogActions>
    </Dialog>
  );
}
