// What the delivery routes fetch at navigation; loaded with the route, not with the shell (lib/routes.ts).
import {
  dateSpecificDeliveryFeesSection,
  deliveryDatesSection,
  deliveryPageSections,
  holidayDeliveryFeesSection,
  type SettingsSection,
} from '@commerce/domain';
import type { Prefetch } from '../../lib/routes.ts';
import { settingsSectionOptions, settingsSectionsOptions } from '../../resources/settings-sections.ts';

/** The section a page opens with. */
const sectionPrefetch =
  (section: SettingsSection): Prefetch =>
  () =>
    settingsSectionOptions(section) as never;

/** /delivery: every panel's section in one request. */
export const settings: Prefetch = () => settingsSectionsOptions('buyerxp', deliveryPageSections) as never;
export const calendar = sectionPrefetch(deliveryDatesSection);
export const holidayFees = sectionPrefetch(holidayDeliveryFeesSection);
export const dateSpecificFees = sectionPrefetch(dateSpecificDeliveryFeesSection);
