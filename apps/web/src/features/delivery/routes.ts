import { lazyPrefetch, page } from '../../lib/routes.ts';

const prefetch = lazyPrefetch(() => import('./prefetch.ts'));

export const deliveryRoutes = [
  page(
    'delivery',
    () => import('./pages/DeliverySettingsPage.tsx').then((m) => m.DeliverySettingsPage),
    prefetch('settings'),
  ),
  page(
    'delivery/calendar',
    () => import('./pages/DeliveryCalendarPage.tsx').then((m) => m.DeliveryCalendarPage),
    prefetch('calendar'),
  ),
  page(
    'holidayDeliveryFees',
    () => import('./pages/HolidayFeesPage.tsx').then((m) => m.HolidayFeesPage),
    prefetch('holidayFees'),
  ),
  page(
    'holidayDeliveryFees/zip',
    () => import('./pages/DateSpecificFeesPage.tsx').then((m) => m.DateSpecificFeesPage),
    prefetch('dateSpecificFees'),
  ),
];
