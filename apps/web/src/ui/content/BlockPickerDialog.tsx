import {
  canAddToSlot,
  CONTENT_ENTRY_TYPE_LABELS,
  CONTENT_PICKER_DIALOG_WIDTH,
  CONTENT_SEARCH_DEBOUNCE_MS,
  CONTENT_SLOTS,
  CONTENT_TEXTS,
  contentEntryTitle,
  type ContentEntry,
  type ContentSlotKey,
} from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { offeredEntriesOptions } from '../../resources/content.ts';
import { SearchField } from '../SearchField.tsx';
import { SortableList } from '../SortableList.tsx';
import { useDebouncedValue } from '../useDebouncedValue.ts';

export interface BlockPickerDialogProps {
  slot: ContentSlotKey;
  /** The blocks selected when the picker opens (the slot's own, or those it would inherit). */
  initial: readonly ContentEntry[];
  onSave(entries: ContentEntry[]): void;
  onClose(): void;
}

/**
 * The content-block picker (spec 2 §2, §5): width 800, a search (300 ms), 'Available Blocks' (only what
 * the slot may hold: published blocks, or the top-level service pages) and 'Currently Selected Blocks' in
 * their order (dragged to reorder); adding stops at the slot's limit.
 */
export function BlockPickerDialog({ slot, initial, onSave, onClose }: BlockPickerDialogProps) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ContentEntry[]>([...initial]);
  const term = useDebouncedValue(search.trim(), CONTENT_SEARCH_DEBOUNCE_MS);
  const offered = useQuery(offeredEntriesOptions(slot, term));
  const { label, limit } = CONTENT_SLOTS[slot];
  const canAdd = canAddToSlot(slot, selected.length);
  const chosen = new Set(selected.map((entry) => entry.sys.id));
  const available = (offered.data ?? []).filter((entry) => !chosen.has(entry.sys.id));

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: CONTENT_PICKER_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
      aria-labelledby="block-picker-title"
    >
      <DialogTitle id="block-picker-title">{CONTENT_TEXTS.pickerTitle(label)}</DialogTitle>
      <DialogContent dividers>
        <SearchField value={search} onChange={setSearch} placeholder={CONTENT_TEXTS.searchPlaceholder} />
        <Box sx={{ height: 4, my: 1 }}>{offered.isFetching && <LinearProgress aria-label="Searching" />}</Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3" id="available-blocks">
              {CONTENT_TEXTS.availableBlocks}
            </Typography>
            <List dense aria-labelledby="available-blocks" sx={{ maxHeight: 360, overflow: 'auto' }}>
              {available.map((entry) => (
                <ListItem
                  key={entry.sys.id}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={`Add ${contentEntryTitle(entry)}`}
                      disabled={!canAdd}
                      onClick={() => setSelected((current) => [...current, entry])}
                    >
                      <AddIcon />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={contentEntryTitle(entry)}
                    secondary={CONTENT_ENTRY_TYPE_LABELS[entry.sys.contentType]}
                  />
                </ListItem>
              ))}
              {offered.isSuccess && available.length === 0 && (
                <ListItem>
                  <ListItemText secondary={CONTENT_TEXTS.noBlocks} />
                </ListItem>
              )}
            </List>
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3">
              {CONTENT_TEXTS.currentlySelected} ({selected.length}/{limit})
            </Typography>
            {selected.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                {CONTENT_TEXTS.nothingSelected}
              </Typography>
            ) : (
              <SortableList
                aria-label={CONTENT_TEXTS.currentlySelected}
                items={selected}
                getId={(entry) => entry.sys.id}
                getLabel={contentEntryTitle}
                onReorder={(ids) =>
                  setSelected(ids.map((id) => selected.find((entry) => entry.sys.id === id)!))
                }
                renderItem={(entry) => (
                  <Stack direction="row" sx={{ alignItems: 'center' }}>
                    <ListItemText
                      primary={contentEntryTitle(entry)}
                      secondary={CONTENT_ENTRY_TYPE_LABELS[entry.sys.contentType]}
                    />
                    <IconButton
                      aria-label={`Remove ${contentEntryTitle(entry)}`}
                      onClick={() =>
                        setSelected((current) => current.filter((item) => item.sys.id !== entry.sys.id))
                      }
                    >
                      <RemoveCircleOutlineIcon />
                    </IconButton>
                  </Stack>
                )}
              />
            )}
            {!canAdd && (
              <Typography variant="body2" color="text.secondary">
                {CONTENT_TEXTS.limitReached(limit)}
              </Typography>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => onSave(selected)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
