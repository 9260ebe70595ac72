import {
  GIFT_CARD_TEXTS,
  giftCardDeleteRoute,
  giftCardListSpec,
  type GiftCardListItem,
} from '@commerce/domain';
import { call } from '../../../lib/api.ts';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { giftCardResource } from '../../../resources/giftcards.ts';
import { BulkActionBar } from '../../../ui/BulkActionBar.tsx';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { RecordPage } from '../../../ui/record/RecordPage.tsx';
import { useBulkActions } from '../../../ui/list/useBulkActions.tsx';
import { useListView } from '../../../ui/list/useListView.ts';
import { useGiftCardSummary, useRefreshGiftCards } from '../api.ts';
import { GenerateDialog } from '../components/GenerateDialog.tsx';
import { GiftCardSettingsPanel } from '../components/GiftCardSettingsPanel.tsx';
import { UploadDialog } from '../components/UploadDialog.tsx';
import { UnsavedChangesScope } from '../../../ui/record/UnsavedChangesScope.tsx';

/**
 * /giftcards (spec 2 §1, §5): the unpurchased cards with search and the count of cards in stock; Upload
 * (giftcards-upload), Generate (giftcards-settings), Delete of a selection (giftcards-delete), and the
 * settings panel. Rows can be selected with giftcards-upload (the spec) or giftcards-delete (C-33: so a
 * user who may delete can choose what to delete).
 */
export function GiftCardsPage() {
  const view = useListView(giftCardListSpec, giftCardResource);
  const canUpload = useCan('giftcards-upload');
  const canDelete = useCan('giftcards-delete');
  const canGenerate = useCan('giftcards-settings');
  const canSelect = canUpload || canDelete;
  const summary = useGiftCardSummary().data;
  const refresh = useRefreshGiftCards();
  const toast = useToast();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'upload' | 'generate' | null>(null);
  const bulk = useBulkActions<GiftCardListItem, 'delete'>({
    resource: giftCardResource,
    send: (action, ids) => call(giftCardDeleteRoute, { body: { Action: action, IDs: ids } }),
    getId: (card) => card.id,
  });
  const deleteActions = bulk
    .actions(
      [
        {
          action: 'delete',
          label: 'Delete',
          icon: <DeleteOutlineIcon />,
          destructive: true,
          ids: selectedIds,
          confirm: {
            title: GIFT_CARD_TEXTS.deleteTitle,
            message: GIFT_CARD_TEXTS.deleteMessage(selectedIds.length),
          },
          words: { one: 'gift card', many: 'gift cards', done: 'deleted' },
        },
      ],
      'delete',
    )
    .map((action) => ({
      ...action,
      run: async () => {
        await action.run();
        await refresh();
      },
    }));

  return (
    <UnsavedChangesScope>
      <ListPanel
        view={view}
        getRowId={(card) => card.id}
        header={
          // The settings are a record shown above the list: leaving with an unsaved edit of them asks first.
          <Box sx={{ mb: 2 }}>
            <RecordPage
              layout="pane"
              titleLevel={1}
              title={GIFT_CARD_TEXTS.title}
              chips={
                summary && (
                  <Chip
                    color="secondary"
                    label={GIFT_CARD_TEXTS.available(summary.Available)}
                    aria-live="polite"
                  />
                )
              }
              main={<GiftCardSettingsPanel />}
            />
          </Box>
        }
        notices={bulk.notice}
        actions={
          <>
            {canUpload && (
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setDialog('upload')}>
                {GIFT_CARD_TEXTS.upload}
              </Button>
            )}
            {canGenerate && (
              <Button variant="outlined" startIcon={<AutorenewIcon />} onClick={() => setDialog('generate')}>
                {GIFT_CARD_TEXTS.generate}
              </Button>
            )}
            {canDelete &&
              (selectedIds.length === 0 ? (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => toast.error(GIFT_CARD_TEXTS.noneSelected)}
                >
                  Delete
                </Button>
              ) : (
                <BulkActionBar
                  selectedCount={selectedIds.length}
                  onClearSelection={() => setSelectedIds([])}
                  actions={deleteActions}
                />
              ))}
          </>
        }
        selection={canSelect ? { selectedIds, onSelectionChange: setSelectedIds } : undefined}
      />
      <UploadDialog open={dialog === 'upload'} onClose={() => setDialog(null)} />
      <GenerateDialog open={dialog === 'generate'} onClose={() => setDialog(null)} />
    </UnsavedChangesScope>
  );
}
