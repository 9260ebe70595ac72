import { REDIRECT_TEXTS, redirectListSpec, removeRedirectRoute, type RedirectItem } from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../lib/api.ts';
import { refreshAfterChange } from '../../../lib/resource.ts';
import { useToast } from '../../../lib/toast.ts';
import { redirectResource } from '../../../resources/marketing.ts';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useListView } from '../../../ui/list/useListView.ts';
import { useConfirm } from '../../../ui/useConfirm.ts';
import { AddRedirectDialog } from './AddRedirectDialog.tsx';

/**
 * The Redirects tab: the filter box (any part of the slug or destination, on the server, so it stays fast
 * with 100,000 redirects), the table newest first, 'Add Redirect', and 'Remove Redirect' on each row with
 * the spec's confirmation. A removed row leaves the list only once the server has removed it.
 */
export function RedirectsTab() {
  const view = useListView(redirectListSpec, redirectResource);
  const client = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const [adding, setAdding] = useState(false);

  const remove = (row: RedirectItem) =>
    void confirm({
      title: REDIRECT_TEXTS.removeTitle,
      message: (
        <>
          <Typography component="span" sx={{ display: 'block', mb: 1 }}>
            {REDIRECT_TEXTS.removeMessage(row.Slug, row.Destination)}
          </Typography>
          <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 500 }, '& dd': { m: 0, mb: 1 } }}>
            <dt>{REDIRECT_TEXTS.slug}</dt>
            <dd>{row.Slug}</dd>
            <dt>{REDIRECT_TEXTS.destination}</dt>
            <dd>{row.Destination}</dd>
          </Box>
        </>
      ),
      acknowledge: REDIRECT_TEXTS.removeAcknowledge,
      confirmLabel: REDIRECT_TEXTS.removeConfirm,
      cancelLabel: 'Cancel',
      destructive: true,
      onConfirm: async () => {
        if (!view.query.data) throw new Error(REDIRECT_TEXTS.noneAvailable);
        await call(removeRedirectRoute, { query: { slug: row.Slug } });
        await refreshAfterChange(client, redirectResource);
        toast.success(REDIRECT_TEXTS.removed);
      },
    });

  return (
    <>
      <ListPanel
        view={view}
        getRowId={(row: RedirectItem) => row.Slug}
        rowActions={(row) => (
          <Tooltip title={REDIRECT_TEXTS.remove}>
            <IconButton
              size="small"
              aria-label={`${REDIRECT_TEXTS.remove} ${row.Slug}`}
              onClick={(event) => {
                event.stopPropagation();
                remove(row);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {REDIRECT_TEXTS.add}
          </Button>
        }
      />
      <AddRedirectDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={async () => {
          await refreshAfterChange(client, redirectResource);
          toast.success(REDIRECT_TEXTS.added);
        }}
      />
    </>
  );
}
