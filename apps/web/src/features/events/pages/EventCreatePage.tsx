import { EVENT_TEXTS, eventCreateSchema, type EventCreate, type EventDetail } from '@commerce/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateRecord } from '../../../lib/resource-hooks.ts';
import { useToast } from '../../../lib/toast.ts';
import { eventResource } from '../../../resources/events.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useCreatePageGuard } from '../../../ui/useCreatePageGuard.ts';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { SlotGenerator } from '../components/SlotGenerator.tsx';
import { SlotList } from '../components/SlotList.tsx';
import { mergeSlots, slotKey } from '../format.ts';
import type { EventDateTime } from '@commerce/domain';

/**
 * /events/new (spec 3 §2, §5): an event name and its generated date-times; the event is created inactive
 * with the next FEV number, and its page opens.
 */
export function EventCreatePage() {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [slots, setSlots] = useState<EventDateTime[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateRecord<EventDetail, EventCreate>(eventResource);
  const navigate = useNavigate();
  const toast = useToast();
  // Leaving with a name or generated slots asks first; the new event's page opens once it is created.
  const { guard, leaveTo } = useCreatePageGuard(name.trim() !== '' || slots.length > 0);
  const parsed = eventCreateSchema.safeParse({ Name: name, EventDateTimes: slots });
  const nameError = touched
    ? parsed.error?.issues.find((issue) => issue.path[0] === 'Name')?.message
    : undefined;

  const submit = async () => {
    setTouched(true);
    if (!parsed.success) return;
    setFailure(null);
    try {
      const event = await create.mutateAsync(parsed.data);
      toast.success(EVENT_TEXTS.created);
      leaveTo(`/events/${encodeURIComponent(event.xp.ProductCode)}`);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      {guard}
      <PageHeader title={EVENT_TEXTS.newTitle} backTo="/events" backLabel={EVENT_TEXTS.backToEvents} />
      <Stack spacing={3}>
        <SectionCard title="Event">
          <TextField
            label={EVENT_TEXTS.eventName}
            value={name}
            required
            fullWidth
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={!!nameError}
            helperText={nameError}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </SectionCard>
        <SectionCard title={EVENT_TEXTS.slotGenerator}>
          <SlotGenerator
            usedDates={[...new Set(slots.map((slot) => slot.Date))]}
            onGenerate={(added) => setSlots((current) => mergeSlots(current, added))}
          />
          <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
            {slots.length} date-time{slots.length === 1 ? '' : 's'}
          </Typography>
          {slots.length === 0 ? (
            <Typography color="text.secondary">{EVENT_TEXTS.noSlots}</Typography>
          ) : (
            <SlotList
              slots={slots}
              onRemove={(slot) =>
                setSlots((current) => current.filter((one) => slotKey(one) !== slotKey(slot)))
              }
            />
          )}
        </SectionCard>
        {failure && <Typography color="error">{failure}</Typography>}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate('/events')}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            loading={create.isPending}
            disabled={slots.length === 0}
          >
            {EVENT_TEXTS.create}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
