import { customerNoteFormSchema, NOTE_MAX_LENGTH } from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';
import { useAsyncAction } from '../../../ui/useAsyncAction.ts';

export interface NoteInputProps {
  label: string;
  initialText?: string;
  saveLabel?: string;
  /** Resolves once saved; a rejection keeps the text and shows the message. */
  onSave(text: string): Promise<unknown>;
  onCancel?(): void;
  autoFocus?: boolean;
}

/**
 * The text of a customer note (spec 1 §5): required, at most 200 characters with a counter; Enter saves and
 * Shift+Enter starts a new line. After a save the field empties for the next note.
 */
export function NoteInput({
  label,
  initialText = '',
  saveLabel = 'Save',
  onSave,
  onCancel,
  autoFocus,
}: NoteInputProps) {
  const [text, setText] = useState(initialText);
  const { pending, error, run, clearError } = useAsyncAction();
  const valid = customerNoteFormSchema.safeParse({ text }).success;

  const save = async () => {
    if (!valid || pending) return;
    if (await run(() => onSave(customerNoteFormSchema.parse({ text }).text))) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onCancel) onCancel();
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void save();
  };

  return (
    <Stack spacing={1}>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={label}
        value={text}
        onChange={(event) => {
          clearError();
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
        multiline
        minRows={2}
        fullWidth
        autoFocus={autoFocus}
        helperText={`${text.length}/${NOTE_MAX_LENGTH}`}
        slotProps={{
          // Read-only rather than disabled while saving, so the cursor stays for the next note.
          htmlInput: { maxLength: NOTE_MAX_LENGTH, readOnly: pending },
          formHelperText: { sx: { textAlign: 'right' }, 'aria-live': 'polite' },
        }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button variant="contained" onClick={() => void save()} disabled={!valid} loading={pending}>
          {saveLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
