import { DELIVERY_FIELD_PANELS, DELIVERY_TEXTS, deliveryPageSections } from '@commerce/domain';
import CalendarIcon from '@mui/icons-material/CalendarMonth';
import PlaceIcon from '@mui/icons-material/PinDrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSettingsSections } from '../../../resources/settings-sections.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoading } from '../../../ui/PageLoading.tsx';
import { useUnsavedChangesGuard } from '../../../ui/useUnsavedChangesGuard.tsx';
import { FieldsPanel } from '../components/FieldsPanel.tsx';
import { HolidayFeesPanel } from '../components/HolidayFeesPanel.tsx';
import { SettingsLoadError } from '../../../ui/record/SettingsLoadError.tsx';
import { TimeSlotsPanel } from '../components/TimeSlotsPanel.tsx';

/**
 * /delivery (spec 3 §2): the left column's fee and rule panels (Same/Next Day, Local Delivery, UPS,
 * Courier, Curbside, Wired), the right column's default Time Slots and holiday delivery fees. Each panel is
 * its own BuyerXP section, shown to delivery-reader and edited with its own key; leaving with an unsaved
 * panel asks first. The sections come in one request, before the panels show.
 */
export function DeliverySettingsPage() {
  const sections = useSettingsSections('buyerxp', deliveryPageSections);
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const onDirtyChange = useCallback(
    (section: string, isDirty: boolean) =>
      setDirty((current) => (current[section] === isDirty ? current : { ...current, [section]: isDirty })),
    [],
  );
  const guard = useUnsavedChangesGuard(Object.values(dirty).some(Boolean));

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1400 }}>
      <PageHeader
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
      />
      {sections.isPending ? (
        <PageLoading />
      ) : sections.isError ? (
        <SettingsLoadError error={sections.error} />
      ) : (
        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Stack spacing={{ xs: 2, md: 3 }}>
              {DELIVERY_FIELD_PANELS.map((panel) => (
                <FieldsPanel key={panel.section} panel={panel} onDirtyChange={onDirtyChange} />
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Stack spacing={{ xs: 2, md: 3 }}>
              <TimeSlotsPanel onDirtyChange={onDirtyChange} />
              <HolidayFeesPanel />
            </Stack>
          </Grid>
        </Grid>
      )}
      {guard}
    </Box>
  );
}
