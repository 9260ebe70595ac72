import { EVENT_TEXTS, eventListSpec, type EventListItem } from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { eventResource } from '../../../resources/events.ts';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useListView } from '../../../ui/list/useListView.ts';

/** /events (spec 3 §2): search, the All / Ticketed / Free radio, paging; New Event for events-create. */
export function EventsPage() {
  const view = useListView(eventListSpec, eventResource);
  const canCreate = useCan('events-create');
  return (
    <ListPanel
      view={view}
      getRowId={(row: EventListItem) => row.ID}
      rowLink={(row) => `/events/${encodeURIComponent(row.ProductCode)}`}
      actions={
        canCreate && (
          <Button component={RouterLink} to="/events/new" variant="contained" startIcon={<AddIcon />}>
            {EVENT_TEXTS.newEvent}
          </Button>
        )
      }
    />
  );
}
