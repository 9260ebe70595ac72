import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Fieldset } from './Fieldset';
import { SectionCard } from './SectionCard';
import { useAsyncAction } from './useAsyncAction';
import type { AsyncAction } from './useAsyncAction';
import { EditButton } from './EditButton.tsx';
import { useReportUnsaved } from './record/unsavedChanges.ts';

/** Leads the reasons a disabled Save gives. */
export const SAVE_NEEDS = 'Before saving:';

export interface EditableSectionProps {
  title: ReactNode;
  /** Renders read-only values or form fields depending on `editing`. */
  children: (editing: boolean) => ReactNode;
  /** Throw to stay in edit mode with the error's message; resolve `false` to stay silently (invalid input). */
  onSave: AsyncAction;
  /** Reset the form here: called when the user discards changes. */
  onDiscard?(): void;
  editLabel?: string;
  /** The Edit button's name for assistive technology where its text alone would not say what it edits. */
  editName?: string;
  /** The button that leaves editing; a create page may call it 'Cancel'. */
  discardLabel?: string;
  /** False hides the Edit button: no permission, or the page renders its own and controls `editing`. */
  canEdit?: boolean;
  saveDisabled?: boolean;
  /** Why Save is disabled (the fields still to fill), said under the buttons while it is. */
  saveDisabledReasons?: readonly string[];
  /** Set together with `onEditingChange` to control the mode from outside. */
  editing?: boolean;
  onEditingChange?(editing: boolean): void;
  /** More buttons before Edit while not editing (the section's History …). */
  actions?: ReactNode;
  /** The input differs from the record: while editing, leaving the record page asks first (RecordPage). */
  unsaved?: boolean;
}

export function EditableSection({
  title,
  children,
  onSave,
  onDiscard,
  editLabel = 'Edit',
  editName,
  discardLabel = 'Discard Changes',
  canEdit = true,
  saveDisabled = false,
  saveDisabledReasons = [],
  editing: controlledEditing,
  onEditingChange,
  actions,
  unsaved = false,
}: EditableSectionProps) {
  const [ownEditing, setOwnEditing] = useState(false);
  const editing = controlledEditing ?? ownEditing;
  useReportUnsaved(editing && unsaved);
  const { pending, error, run, clearError } = useAsyncAction();

  const setEditing = (next: boolean) => {
    setOwnEditing(next);
    onEditingChange?.(next);
  };

  const startEditing = () => {
    clearError();
    setEditing(true);
  };

  const discard = () => {
    clearError();
    onDiscard?.();
    setEditing(false);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await run(onSave)) setEditing(false);
  };

  const editButton = <EditButton onClick={startEditing} text={editLabel} label={editName} />;
  const reasonsId = useId();
  const reasons = saveDisabled && saveDisabledReasons.length > 0 ? saveDisabledReasons : null;

  return (
    <SectionCard
      title={title}
      onSubmit={save}
      action={
        editing ? (
          <Stack key="editing" sx={{ gap: 0.5, alignItems: 'flex-end' }}>
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button onClick={discard} disabled={pending}>
                {discardLabel}
              </Button>
              <Button
                type="submit"
                variant="contained"
                loading={pending}
                disabled={saveDisabled}
                aria-describedby={reasons ? reasonsId : undefined}
              >
                Save
              </Button>
            </Stack>
            {reasons && (
              <Typography
                id={reasonsId}
                variant="caption"
                color="text.secondary"
                sx={{ maxWidth: 360, textAlign: 'right' }}
              >
                {`${SAVE_NEEDS} ${reasons.join(' ')}`}
              </Typography>
            )}
          </Stack>
        ) : actions ? (
          // Its own key: were React to reuse the Edit button as Save, the click that starts editing would
          // also submit the form (the button's type changes while the click is handled).
          <Stack key="viewing" direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            {actions}
            {canEdit && editButton}
          </Stack>
        ) : (
          canEdit && editButton
        )
      }
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Fieldset disabled={pending}>{children(editing)}</Fieldset>
    </SectionCard>
  );
}
