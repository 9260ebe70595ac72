import { DESTINATION_TEXTS, routeCodeListSpec, type RouteCodeDetail } from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { routeCodeResource } from '../../../resources/destinations.ts';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useListView } from '../../../ui/list/useListView.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';

/**
 * /destinations/zip (spec 3 §2): route codes with Zip, City, Route Code and Surcharge, search and the back
 * link; address-admin adds one, or imports a file of them on Bulk Operations.
 */
export function RouteCodesPage() {
  const view = useListView(routeCodeListSpec, routeCodeResource);
  const canAdmin = useCan('address-admin');
  return (
    <ListPanel
      view={view}
      header={
        <PageHeader
          title={DESTINATION_TEXTS.routeCodesTitle}
          backTo="/destinations"
          backLabel={DESTINATION_TEXTS.backToDestinations}
        />
      }
      getRowId={(row: RouteCodeDetail) => row.ID}
      rowLink={(row) => `/destinations/zip/${encodeURIComponent(row.ID)}`}
      actions={
        canAdmin && (
          <>
            <Button component={RouterLink} to="/bulk-operations" startIcon={<UploadIcon />}>
              {DESTINATION_TEXTS.importRouteCodes}
            </Button>
            <Button
              component={RouterLink}
              to="/destinations/zip/create"
              variant="contained"
              startIcon={<AddIcon />}
            >
              New Route Code
            </Button>
          </>
        )
      }
    />
  );
}
