import {
  addCustomerNoteRoute,
  customerApi,
  CUSTOMER_EMPTY_TEXTS,
  CUSTOMER_EDIT_FAILURES,
  deleteCustomerNoteRoute,
  MAX_NOTES,
  recordSectionRoute,
  type CustomerDetail,
  type CustomerNote,
} from '@commerce/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { TransitionGroup } from 'react-transition-group';
import { useCan } from '../../../lib/permissions.tsx';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useCustomerEdit } from '../api.ts';
import { dateTime } from '../format.ts';
import { NoteInput } from './NoteInput.tsx';

/**
 * A note leaving fades out, then the space it took closes; TransitionGroup passes `in` and `onExited`. The
 * theme's 'complex' duration: none when the system asks for reduced motion.
 */
function FadeOut({ children, in: shown, ...transition }: { children: ReactNode; in?: boolean }) {
  const leaveMs = useTheme().transitions.duration.complex;
  return (
    <Collapse in={shown} timeout={leaveMs} {...transition}>
      <Fade in={shown} timeout={leaveMs}>
        <div>{children}</div>
      </Fade>
    </Collapse>
  );
}

function NoteRow(props: {
  note: CustomerNote;
  canEdit: boolean;
  onEdit(text: string): Promise<unknown>;
  onDelete(): void;
}) {
  const { note, canEdit, onEdit, onDelete } = props;
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <NoteInput
        label="Edit note"
        initialText={note.text}
        autoFocus
        onSave={async (text) => {
          await onEdit(text);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>
        <Typography variant="caption" color="text.secondary">
          {note.author} · {dateTime(note.date)}
        </Typography>
      </Box>
      {canEdit && (
        <>
          <Tooltip title="Edit note">
            <IconButton size="small" aria-label="Edit note" onClick={() => setEditing(true)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete note">
            <IconButton size="small" aria-label="Delete note" onClick={onDelete}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
    </Stack>
  );
}

/**
 * Customer Notes, newest first; at most five are kept (spec 1 §9). Adding, editing and deleting need
 * INFO_ADMIN (customer-info); a deleted note fades out.
 */
export function NotesPanel({ detail }: { detail: CustomerDetail }) {
  const canEdit = useCan('customer-info');
  const edit = useCustomerEdit(detail.Customer.ID);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const notes = detail.Customer.xp.Notes;

  const id = detail.Customer.ID;
  const add = (text: string) =>
    edit(addCustomerNoteRoute, { params: { id }, body: { text } }, CUSTOMER_EDIT_FAILURES.saveFailed);
  const change = (note: CustomerNote, text: string) =>
    edit(
      recordSectionRoute(customerApi, 'notes/:noteId'),
      { params: { id, noteId: note.ID }, body: { text }, version: detail.Version },
      CUSTOMER_EDIT_FAILURES.saveFailed,
    );
  const remove = (note: CustomerNote) => {
    setDeleteError(null);
    edit(
      deleteCustomerNoteRoute,
      { params: { id, noteId: note.ID } },
      CUSTOMER_EDIT_FAILURES.saveFailed,
    ).catch((error: unknown) => setDeleteError(errorMessage(error)));
  };

  return (
    <SectionCard title="Customer Notes">
      <Stack spacing={2}>
        {canEdit && <NoteInput label="Add a note" saveLabel="Add Note" onSave={add} />}
        {canEdit && notes.length >= MAX_NOTES && (
          <Typography variant="caption" color="text.secondary">
            Only the {MAX_NOTES} newest notes are kept: adding one removes the oldest.
          </Typography>
        )}
        {deleteError && (
          <Alert severity="error" onClose={() => setDeleteError(null)}>
            {deleteError}
          </Alert>
        )}
        {notes.length === 0 && <Typography color="text.secondary">{CUSTOMER_EMPTY_TEXTS.notes}</Typography>}
        <TransitionGroup component={null}>
          {notes.map((note, index) => (
            <FadeOut key={note.ID}>
              {index > 0 && <Divider sx={{ mb: 1.5 }} />}
              <Box sx={{ mb: 1.5 }} data-testid="customer-note">
                <NoteRow
                  note={note}
                  canEdit={canEdit}
                  onEdit={(text) => change(note, text)}
                  onDelete={() => remove(note)}
                />
              </Box>
            </FadeOut>
          ))}
        </TransitionGroup>
      </Stack>
    </SectionCard>
  );
}
