import { canDeleteEvent, EVENT_TEXTS, isEventActive, type EventDetail } from '@commerce/domain';
import Chip from '@mui/material/Chip';
import { useParams } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { eventLookupRetry, eventResource } from '../../../resources/events.ts';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import { DeleteRecordButton } from '../../../ui/record/DeleteRecordButton.tsx';
import { RecordLoading, RecordPage } from '../../../ui/record/RecordPage.tsx';
import { useRecord } from '../../../ui/record/useRecord.ts';
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
  const { record, notice } = useRecord(eventResource, code, {
    leave: { to: '/events', failedText: EVENT_TEXTS.loadFailed },
    retry: eventLookupRetry,
  });
  if (!record) return <RecordLoading notice={notice} />;
  return <EventView key={code} detail={record} />;
}

function EventView({ detail }: { detail: EventDetail }) {
  const canDelete = useCan('events-delete') && canDeleteEvent(detail);
  const code = detail.xp.ProductCode;
  const ticketed = detail.xp.IsWorkShopEvent;
  return (
    <RecordPage
      title={detail.Name}
      subtitle={`Product code ${code}`}
      chips={
        <>
          <ActiveChip active={isEventActive(detail)} />
          <Chip size="small" variant="outlined" label={ticketed ? 'Ticketed' : 'Free'} />
        </>
      }
      back={{ to: '/events', label: EVENT_TEXTS.backToEvents }}
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
      mainColumns={7}
      main={
        <>
          <BasicInfoSection detail={detail} />
          <VisibilitySection detail={detail} />
          <LocationSection detail={detail} />
          {ticketed ? <SlotsSection detail={detail} /> : <DatesSection detail={detail} />}
          <RelatedSection detail={detail} />
        </>
      }
      side={
        <>
          <ImageSection detail={detail} />
          <HtmlSection detail={detail} field="Description" title={EVENT_TEXTS.description} />
          <HtmlSection detail={detail} field="CancellationOrPolicies" title={EVENT_TEXTS.policies} />
          <HtmlSection detail={detail} field="TicketInformation" title={EVENT_TEXTS.ticketInformation} />
        </>
      }
      history={{ entity: 'event', id: code, version: detail.Version }}
    />
  );
}
