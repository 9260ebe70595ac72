import { contentEntryTitle, type ContentEntry, type StoreDetail } from '@commerce/domain';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { contentEntriesOptions } from '../../../resources/content.ts';
import { BlockPickerDialog } from '../../../ui/content/BlockPickerDialog.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useStoreChange } from './useStoreChange.ts';

/** The picker's slot for a store page's complex content blocks. */
const STORE_CONTENT_SLOT = 'dynamic' as const;

/** Contentful Content: the store page's content blocks (xp.Content = { type: 'complex', value: ids }). */
export function StoreContentSection({ store }: { store: StoreDetail }) {
  const canEdit = useCan('stores-admin');
  const { save } = useStoreChange(store);
  const toast = useToast();
  const [choosing, setChoosing] = useState(false);
  const ids = store.xp.Content?.value ?? [];
  const entries = useQuery(contentEntriesOptions(ids));
  const byId = new Map((entries.data ?? []).map((entry) => [entry.sys.id, entry]));
  const ordered = ids.map((id) => byId.get(id)).filter((entry): entry is ContentEntry => !!entry);

  return (
    <SectionCard
      title="Contentful Content"
      action={
        canEdit && (
          <Button
            variant="outlined"
            onClick={() => setChoosing(true)}
            disabled={entries.isPending && ids.length > 0}
          >
            Choose Blocks
          </Button>
        )
      }
    >
      {ids.length === 0 ? (
        <Typography color="text.secondary">No content blocks</Typography>
      ) : (
        <List dense aria-label="Content blocks">
          {ids.map((id) => {
            const entry = byId.get(id);
            return (
              <ListItem key={id} disableGutters>
                <ListItemText
                  primary={entry ? contentEntryTitle(entry) : id}
                  secondary={entry ? undefined : 'Loading…'}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {choosing && (
        <BlockPickerDialog
          slot={STORE_CONTENT_SLOT}
          initial={ordered}
          onClose={() => setChoosing(false)}
          onSave={(chosen) => {
            setChoosing(false);
            void save({ ContentIds: chosen.map((entry) => entry.sys.id) }).then(
              () => toast.success('The content blocks have been saved.'),
              () => toast.error('The content blocks could not be saved.'),
            );
          }}
        />
      )}
    </SectionCard>
  );
}
