import {
  dateSpecificDeliveryFeesSection,
  DELIVERY_FIELD_PANELS,
  deliveryDatesSection,
  holidayDeliveryFeesSection,
  type SettingsSection,
} from '@commerce/domain';
import { page } from '../../lib/routes.ts';
import { settingsSectionOptions } from '../../resources/settings-sections.ts';

/** The section a page opens with, fetched at navigation beside the page's code. */
const sectionPrefetch = (section: Pick<SettingsSection, 'document' | 'id'>) => () =>
  settingsSectionOptions(section) as never;

export const deliveryRoutes = [
  page(
    'delivery',
    () => import('./pages/DeliverySettingsPage.tsx').then((m) => m.DeliverySettingsPage),
    sectionPrefetch({ document: 'buyerxp', id: DELIVERY_FIELD_PANELS[0].section }),
  ),
  page(
    'delivery/calendar',
    () => import('./pages/DeliveryCalendarPage.tsx').then((m) => m.DeliveryCalendarPage),
    sectionPrefetch(deliveryDatesSection),
  ),
  page(
    'holidayDeliveryFees',
    () => import('./pages/HolidayFeesPage.tsx').then((m) => m.HolidayFeesPage),
    sectionPrefetch(holidayDeliveryFeesSection),
  ),
  page(
    'holidayDeliveryFees/zip',
    () => import('./pages/DateSpecificFeesPage.tsx').then((m) => m.DateSpecificFeesPage),
    sectionPrefetch(dateSpecificDeliveryFeesSection),
  ),
];
