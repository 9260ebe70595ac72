// What the delivery routes fetch at navigation; loaded with the route, not with the shell (lib/routes.ts).
import {
  dateSpecificDeliveryFeesSection,
  DELIVERY_FIELD_PANELS,
  deliveryDatesSection,
  holidayDeliveryFeesSection,
  type SettingsSection,
} from '@commerce/domain';
import type { Prefetch } from '../../lib/routes.ts';
import { settingsSectionOptions } from '../../resources/settings-sections.ts';

/** The section a page opens with. */
const sectionPrefetch =
  (section: Pick<SettingsSection, 'document' | 'id'>): Prefetch =>
  () =>
    settingsSectionOptions(section) as never;

export const settings = sectionPrefetch({ document: 'buyerxp', id: DELIVERY_FIELD_PANELS[0].section });
export const calendar = sectionPrefetch(deliveryDatesSection);
export const holidayFees = sectionPrefetch(holidayDeliveryFeesSection);
export const dateSpecificFees = sectionPrefetch(dateSpecificDeliveryFeesSection);
