import {
  CONTENT_ENTRY_TYPE_LABELS,
  CONTENT_SLOTS,
  CONTENT_TEXTS,
  contentEntryPath,
  contentEntryTitle,
  defaultContentSlot,
  resolveSlot,
  type ContentEntry,
  type ContentSlot,
  type ContentSlotKey,
  type ContentSlots,
} from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { contentEntriesOptions } from '../../resources/content.ts';
import { BlockPickerDialog } from './BlockPickerDialog.tsx';
import { useReportUnsaved } from '../record/unsavedChanges.ts';

/** A category a slot may inherit from: the parent or the top-level ancestor. */
export interface SlotSource {
  ID: string;
  Name: string;
  Content: ContentSlots;
}

export interface ContentSlotsEditorProps {
  /** The slots shown, in order (categories: all six; DCF: full, stacked, dynamic). */
  slots: readonly ContentSlotKey[];
  /** The record's own slots as saved. */
  value: ContentSlots | null;
  /** Where inherited slots come from (categories); none for DCF records. */
  sources?: { parent: SlotSource | null; topLevel: SlotSource | null };
  /** The page of an inheritance source ('Inherited from …' links). */
  sourcePath?(id: string): string;
  /** The cascade option is only for top-level categories (spec 2 §5). */
  showCascade: boolean;
  canEdit: boolean;
  /** Saves the slots; a rejection shows the spec's save failure. */
  onSave(next: ContentSlots): Promise<unknown>;
}

const slotOf = (slots: ContentSlots | null | undefined, key: ContentSlotKey): ContentSlot =>
  (slots?.[key] as ContentSlot | undefined) ?? defaultContentSlot();

const sameSlots = (a: ContentSlots, b: ContentSlots, keys: readonly ContentSlotKey[]) =>
  keys.every((key) => {
    const left = slotOf(a, key);
    const right = slotOf(b, key);
    return (
      left.inherit === right.inherit &&
      left.cascade === right.cascade &&
      left.value.join('\u0000') === right.value.join('\u0000')
    );
  });

/**
 * The content slots of a category or DCF record (spec 2 §2, §4, §5): each slot's blocks with 'Open in
 * content service', Select / Change (or Override when inherited, with 'Inherited from …'), the inherit and
 * cascade choices, and Discard Changes / Save Changes enabled only once something changed.
 */
export function ContentSlotsEditor({
  slots,
  value,
  sources,
  sourcePath,
  showCascade,
  canEdit,
  onSave,
}: ContentSlotsEditorProps) {
  const saved: ContentSlots = value ?? {};
  const [draft, setDraft] = useState<ContentSlots>(saved);
  const [picking, setPicking] = useState<ContentSlotKey | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const changed = !sameSlots(draft, saved, slots);
  useReportUnsaved(changed);

  const resolved = Object.fromEntries(
    slots.map((key) => [
      key,
      resolveSlot(slotOf(draft, key), sources?.parent?.Content[key], sources?.topLevel?.Content[key]),
    ]),
  ) as Record<ContentSlotKey, ReturnType<typeof resolveSlot>>;
  const ids = [...new Set(slots.flatMap((key) => resolved[key].value))];
  const entries = useQuery(contentEntriesOptions(ids));
  const byId = new Map((entries.data ?? []).map((entry) => [entry.sys.id, entry]));

  const setSlot = (key: ContentSlotKey, change: Partial<ContentSlot>) =>
    setDraft((current) => ({ ...current, [key]: { ...slotOf(current, key), ...change } }));

  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await onSave(draft);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const sourceOf = (source: 'own' | 'parent' | 'topLevel') =>
    source === 'parent' ? sources?.parent : source === 'topLevel' ? sources?.topLevel : null;

  return (
    <Stack spacing={2}>
      {failed && <Alert severity="error">{CONTENT_TEXTS.saveError}</Alert>}
      <Stack divider={<Divider flexItem />} spacing={2}>
        {slots.map((key) => {
          const { label, limit } = CONTENT_SLOTS[key];
          const slot = slotOf(draft, key);
          const { value: shown, source } = resolved[key];
          const inheritedFrom = sourceOf(source);
          const action = inheritedFrom
            ? CONTENT_TEXTS.override
            : slot.value.length > 0
              ? CONTENT_TEXTS.change
              : CONTENT_TEXTS.select;
          return (
            <Box key={key} component="section" aria-labelledby={`slot-${key}`}>
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Typography variant="subtitle1" component="h3" id={`slot-${key}`} sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  (up to {limit})
                </Typography>
                <Box sx={{ flex: 1 }} />
                {canEdit && (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setPicking(key)}
                    aria-label={`${action} ${label}`}
                  >
                    {action}
                  </Button>
                )}
              </Stack>
              {inheritedFrom && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {sourcePath ? (
                    <Link component={RouterLink} to={sourcePath(inheritedFrom.ID)}>
                      {CONTENT_TEXTS.inheritedFrom(inheritedFrom.Name)}
                    </Link>
                  ) : (
                    CONTENT_TEXTS.inheritedFrom(inheritedFrom.Name)
                  )}
                </Typography>
              )}
              {shown.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {CONTENT_TEXTS.nothingSelected}
                </Typography>
              ) : (
                <Stack component="ol" spacing={0.5} sx={{ m: 0, mt: 1, pl: 3 }}>
                  {shown.map((id) => {
                    const entry = byId.get(id);
                    return (
                      <li key={id}>
                        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                          <Typography>
                            {entry ? contentEntryTitle(entry) : CONTENT_TEXTS.unknownEntry}
                          </Typography>
                          {entry && (
                            <Chip
                              size="small"
                              variant="outlined"
                              label={CONTENT_ENTRY_TYPE_LABELS[entry.sys.contentType]}
                            />
                          )}
                          <Link component={RouterLink} to={contentEntryPath(id)} variant="body2">
                            {CONTENT_TEXTS.openInContentService}
                          </Link>
                        </Stack>
                      </li>
                    );
                  })}
                </Stack>
              )}
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mt: 0.5 }}>
                <FormControlLabel
                  control={
                    <Switch
                      size="small"
                      checked={slot.inherit}
                      disabled={!canEdit}
                      onChange={(event) => setSlot(key, { inherit: event.target.checked })}
                    />
                  }
                  label={CONTENT_TEXTS.inherit}
                />
                {showCascade && (
                  <FormControlLabel
                    control={
                      <Switch
                        size="small"
                        checked={slot.cascade}
                        disabled={!canEdit}
                        onChange={(event) => setSlot(key, { cascade: event.target.checked })}
                      />
                    }
                    label={CONTENT_TEXTS.cascade}
                  />
                )}
              </Stack>
            </Box>
          );
        })}
      </Stack>
      {canEdit && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
          <Button disabled={!changed || saving} onClick={() => setDraft(saved)}>
            {CONTENT_TEXTS.discard}
          </Button>
          <Button variant="contained" disabled={!changed} loading={saving} onClick={() => void save()}>
            {CONTENT_TEXTS.save}
          </Button>
        </Stack>
      )}
      {picking && (
        <BlockPickerDialog
          slot={picking}
          initial={resolved[picking].value.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))}
          onClose={() => setPicking(null)}
          onSave={(chosen: ContentEntry[]) => {
            setSlot(picking, {
              value: chosen.map((entry) => entry.sys.id),
              type: chosen[0]?.sys.contentType,
            });
            setPicking(null);
          }}
        />
      )}
    </Stack>
  );
}
