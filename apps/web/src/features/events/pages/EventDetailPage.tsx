import { canDeleteEvent, EVENT_TEXTS, isEventActive, type EventDetail } from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { eventDetailOptions, eventResource } from '../../../resources/events.ts';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoading } from '../../../ui/PageLoading.tsx';
import { DeleteRecordButton } from '../../../ui/record/DeleteRecordButton.tsx';
import { HistoryPanel } from '../../../ui/record/HistoryPanel.tsx';
import { useLeaveOnError } from '../../../ui/useLeaveOnError.ts';
import { BasicInfoSection } from '../components/BasicInfoSection.tsx';
import { DatesSection } from '../components/DatesSection.tsx';
import { HtmlSection } from '../components/HtmlSection.tsx';
import { ImageSection } from '../components/ImageSection.tsx';
import { LocationSection } from '../components/LocationSection.tsx';
import { RelatedSection } from '../components/RelatedSection.tsx';
import { SlotsSection } from '../components/SlotsSection.tsx';
import { VisibilitySection } from '../components/VisibilitySection.tsx';

/**
 * /events/{productCode} (spec 3 §2): looked up by product code; a lookup that finds nothing is tried once
 * more after 6 seconds (C-39), then the page goes back to /events.
 */
export function EventDetailPage() {
  const code = useParams().code ?? '';
  return <EventLoader key={code} code={code} />;
}

function EventLoader({ code }: { code: string }) {
  const query = useQuery(eventDetailOptions(code));
  useLeaveOnError(query.isError, '/events', EVENT_TEXTS.loadFailed);
  if (!query.data) {
    return query.failureCount > 0 && !query.isError ? (
      <Box sx={{ p: 3 }}>
        <Alert severity="info">{EVENT_TEXTS.retrying}</Alert>
      </Box>
    ) : (
      <PageLoading />
    );
  }
  return <EventView detail={query.data} />;
}

function EventView({ detail }: { detail: EventDetail }) {
  const canDelete = useCan('events-delete') && canDeleteEvent(detail);
  const code = detail.xp.ProductCode;
  const ticketed = detail.xp.IsWorkShopEvent;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1440 }}>
      <PageHeader
        title={detail.Name}
        subtitle={
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }} component="span">
            <span>Product code {code}</span>
            <ActiveChip active={isEventActive(detail)} />
            <Chip size="small" variant="outlined" label={ticketed ? 'Ticketed' : 'Free'} />
          </Stack>
        }
        backTo="/events"
        backLabel={EVENT_TEXTS.backToEvents}
        actions={
          canDelete && (
            <DeleteRecordButton
              resource={eventResource}
              id={code}
              version={detail.Version}
              title={EVENT_TEXTS.deleteTitle}
              message={EVENT_TEXTS.deleteMessage(`${detail.Name} (${code})`)}
              confirm={{ confirmLabel: 'Delete', cancelLabel: 'Cancel' }}
              doneText={EVENT_TEXTS.deleted(detail.Name)}
              leaveTo="/events"
            />
          )
        }
      />
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={{ xs: 2, md: 3 }}>
            <BasicInfoSection detail={detail} />
            <VisibilitySection detail={detail} />
            <LocationSection detail={detail} />
            {ticketed ? <SlotsSection detail={detail} /> : <DatesSection detail={detail} />}
            <RelatedSection detail={detail} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={{ xs: 2, md: 3 }}>
            <ImageSection detail={detail} />
            <HtmlSection detail={detail} field="Description" title={EVENT_TEXTS.description} />
            <HtmlSection detail={detail} field="CancellationOrPolicies" title={EVENT_TEXTS.policies} />
            <HtmlSection detail={detail} field="TicketInformation" title={EVENT_TEXTS.ticketInformation} />
            <HistoryPanel entity="event" id={code} version={detail.Version} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
