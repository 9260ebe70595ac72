import {
  BUILD_ORDER_TEXTS as T,
  buildOrderAddNoteRoute,
  buildOrderDeleteNoteRoute,
  customerNotesRoute,
  formatDateTime,
  NOTE_MAX_LENGTH,
  type CustomerNote,
} from '@commerce/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { call } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.ts';

/**
 * The notes of the customer being served: add (200 characters, Enter saves), delete (fades out). Notes fade
 * in and out over the theme's standard duration: none when the system asks for reduced motion.
 */
export function NotesDialog({ customerId, onClose }: { customerId: string; onClose(): void }) {
  const toast = useToast();
  const fadeMs = useTheme().transitions.duration.standard;
  const [notes, setNotes] = useState<CustomerNote[] | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const load = useCallback(
    () =>
      call(customerNotesRoute, { params: { id: customerId } }).then(
        (result) => setNotes(result.Items),
        () => setNotes([]),
      ),
    [customerId],
  );
  useEffect(() => void load(), [load]);

  const save = async () => {
    const value = text.trim();
    if (!value || saving) return;
    setSaving(true);
    try {
      await call(buildOrderAddNoteRoute, { params: { id: customerId }, body: { text: value } });
      setText('');
      await load();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void save();
    }
  };

  const remove = async (note: CustomerNote) => {
    setLeaving(note.ID);
    try {
      await call(buildOrderDeleteNoteRoute, { params: { id: customerId, noteId: note.ID } });
      await new Promise((resolve) => setTimeout(resolve, fadeMs));
      await load();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setLeaving(null);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{T.notesTitle}</DialogTitle>
      <DialogContent>
        {notes && notes.length === 0 && <Typography color="text.secondary">{T.noNotes}</Typography>}
        <List dense>
          {(notes ?? []).map((note) => (
            <Fade key={note.ID} in={leaving !== note.ID} timeout={fadeMs}>
              <ListItem
                secondaryAction={
                  <IconButton edge="end" aria-label={T.deleteNote} onClick={() => void remove(note)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={<span style={{ whiteSpace: 'pre-wrap' }}>{note.text}</span>}
                  secondary={`${note.author} · ${formatDateTime(note.date)}`}
                />
              </ListItem>
            </Fade>
          ))}
        </List>
        <TextField
          label={T.addNote}
          multiline
          minRows={2}
          fullWidth
          value={text}
          disabled={saving}
          onChange={(event) => setText(event.target.value.slice(0, NOTE_MAX_LENGTH))}
          onKeyDown={onKeyDown}
          helperText={`${T.noteHelp} ${text.length}/${NOTE_MAX_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
