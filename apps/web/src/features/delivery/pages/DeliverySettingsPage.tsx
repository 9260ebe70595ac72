import {
  DELIVERY_CAPACITY_PANEL,
  DELIVERY_FIELD_PANELS,
  DELIVERY_TEXTS,
  deliveryPageSections,
} from '@commerce/domain';
import CalendarIcon from '@mui/icons-material/CalendarMonth';
import PlaceIcon from '@mui/icons-material/PinDrop';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useSettingsSections } from '../../../resources/settings-sections.ts';
import { PageLoading } from '../../../ui/PageLoading.tsx';
import { RecordPage } from '../../../ui/record/RecordPage.tsx';
import { SettingsLoadError } from '../../../ui/record/SettingsLoadError.tsx';
import { FieldsPanel } from '../components/FieldsPanel.tsx';
import { HolidayFeesPanel } from '../components/HolidayFeesPanel.tsx';
import { TimeSlotsPanel } from '../components/TimeSlotsPanel.tsx';

/**
 * /delivery (spec 3 §2): the left column's fee and rule panels (Same/Next Day, Local Delivery, UPS,
 * Courier, Curbside, Wired), the right column's default Time Slots, the delivery capacity (the
 * dashboard's deliveries per time slot) and holiday delivery fees. Each panel is
 * its own BuyerXP section with its own History, shown to delivery-reader and edited with its own key;
 * leaving with an unsaved panel asks first. The sections come in one request, before the panels show.
 */
export function DeliverySettingsPage() {
  const sections = useSettingsSections('buyerxp', deliveryPageSections);
  const waiting = sections.isPending ? (
    <PageLoading />
  ) : (
    sections.isError && <SettingsLoadError error={sections.error} />
  );
  return (
    <RecordPage
      title={DELIVERY_TEXTS.pageTitle}
      actions={
        <>
          <Button component={RouterLink} to="/delivery/calendar" startIcon={<CalendarIcon />}>
            {DELIVERY_TEXTS.calendarTitle}
          </Button>
          <Button component={RouterLink} to="/holidayDeliveryFees/zip" startIcon={<PlaceIcon />}>
            Fees by Zip Code
          </Button>
        </>
      }
      mainColumns={6}
      main={
        waiting || DELIVERY_FIELD_PANELS.map((panel) => <FieldsPanel key={panel.section} panel={panel} />)
      }
      side={
        !waiting && (
          <>
            <TimeSlotsPanel />
            <FieldsPanel panel={DELIVERY_CAPACITY_PANEL} />
            <HolidayFeesPanel />
          </>
        )
      }
    />
  );
}
