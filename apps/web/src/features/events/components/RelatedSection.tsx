import { EVENT_TEXTS, sameValue, type EventDetail } from '@commerce/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { eventResource } from '../../../resources/events.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useDebouncedValue } from '../../../ui/useDebouncedValue.ts';
import { useEventChange } from '../api.ts';
import { EditButton } from '../../../ui/EditButton.tsx';

type Choice = { ProductCode: string; Name: string };
const codes = (events: Choice[]) => events.map((event) => event.ProductCode);
const PICKER_PAGE_SIZE = 100;

/** Related Events (events-admin): product codes of other events in xp.Related, chosen with an event picker. */
export function RelatedSection({ detail }: { detail: EventDetail }) {
  const canEdit = useCan('events-admin');
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      title={EVENT_TEXTS.relatedEvents}
      action={canEdit && <EditButton onClick={() => setEditing(true)} label={EVENT_TEXTS.editRelated} />}
    >
      {detail.RelatedEvents.length === 0 ? (
        <Typography color="text.secondary">{EVENT_TEXTS.noRelated}</Typography>
      ) : (
        <List dense disablePadding>
          {detail.RelatedEvents.map((event) => (
            <ListItem key={event.ProductCode} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/events/${encodeURIComponent(event.ProductCode)}`}>
                    {event.Name}
                  </Link>
                }
                secondary={event.ProductCode}
              />
            </ListItem>
          ))}
        </List>
      )}
      {editing && <RelatedDialog detail={detail} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}

function RelatedDialog({ detail, onClose }: { detail: EventDetail; onClose(): void }) {
  const [chosen, setChosen] = useState<Choice[]>(detail.RelatedEvents);
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 300);
  const change = useEventChange(detail.xp.ProductCode);
  const options = useQuery({
    ...eventResource.listOptions({ search: term, pageSize: String(PICKER_PAGE_SIZE) }),
    select: (page) =>
      page.Items.filter((item) => item.ProductCode !== detail.xp.ProductCode).map((item) => ({
        ProductCode: item.ProductCode,
        Name: item.Name,
      })),
  });
  return (
    <FormDialog
      open
      title={EVENT_TEXTS.relatedEvents}
      onClose={onClose}
      // The events chosen are the input; a search typed without choosing one is nothing to keep.
      unsaved={!sameValue(codes(chosen), codes(detail.RelatedEvents))}
      onSubmit={() =>
        change('related', { Related: chosen.map((event) => event.ProductCode) }, detail.Version)
      }
    >
      <Autocomplete
        multiple
        options={options.data ?? []}
        value={chosen}
        loading={options.isFetching}
        filterOptions={(all) => all}
        getOptionLabel={(option) => `${option.Name} (${option.ProductCode})`}
        isOptionEqualToValue={(option, value) => option.ProductCode === value.ProductCode}
        onChange={(_, value) => setChosen(value)}
        inputValue={input}
        onInputChange={(_, value, reason) => {
          if (reason !== 'reset') setInput(value);
        }}
        renderInput={(params) => <TextField {...params} label="Events" placeholder="Search events" />}
      />
    </FormDialog>
  );
}
