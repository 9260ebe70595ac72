import { storeListSpec, STORE_TEXTS, type StoreListItem } from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { storeResource } from '../../../resources/stores.ts';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useListView } from '../../../ui/list/useListView.ts';

/**
 * /stores (spec 2 §2): the type radio (All / Flagship / Kiosk), search with Search On, sorting and paging,
 * all in the URL; a row opens the store; New Store for stores-create.
 */
export function StoresPage() {
  const view = useListView(storeListSpec, storeResource);
  const canCreate = useCan('stores-create');
  return (
    <ListPanel
      view={view}
      getRowId={(row: StoreListItem) => row.ID}
      rowLink={(row) => `/stores/${encodeURIComponent(row.ID)}`}
      actions={
        canCreate && (
          <Button component={RouterLink} to="/stores/create" variant="contained" startIcon={<AddIcon />}>
            {STORE_TEXTS.newStore}
          </Button>
        )
      }
    />
  );
}
