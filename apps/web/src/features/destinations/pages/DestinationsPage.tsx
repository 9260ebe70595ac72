import {
  destinationListSpec,
  ROUTE_CODE_MANAGEMENT_VALUE,
  ROUTE_CODES_PATH,
  type DestinationDetail,
} from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { destinationResource } from '../../../resources/destinations.ts';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useListView } from '../../../ui/list/useListView.ts';

/**
 * /destinations (spec 3 §2): search, the type filter (choosing Route Code Management goes to
 * /destinations/zip), sorting and paging, all in the URL; New Destination for address-admin.
 */
export function DestinationsPage() {
  const view = useListView(destinationListSpec, destinationResource);
  const canCreate = useCan('address-admin');
  const navigate = useNavigate();
  const type = view.list.filters.type;
  useEffect(() => {
    // Replaced, so Back returns to the list rather than to this choice (which would leave again).
    if (type === ROUTE_CODE_MANAGEMENT_VALUE) void navigate(ROUTE_CODES_PATH, { replace: true });
  }, [type, navigate]);

  return (
    <ListPanel
      view={view}
      getRowId={(row: DestinationDetail) => row.ID}
      rowLink={(row) => `/destinations/${encodeURIComponent(row.ID)}`}
      render={{ 'xp.Active': (row) => <ActiveChip active={row.xp.Active} /> }}
      actions={
        <>
          <Button component={RouterLink} to={ROUTE_CODES_PATH}>
            Route Codes
          </Button>
          {canCreate && (
            <Button
              component={RouterLink}
              to="/destinations/create"
              variant="contained"
              startIcon={<AddIcon />}
            >
              New Destination
            </Button>
          )}
        </>
      }
    />
  );
}
