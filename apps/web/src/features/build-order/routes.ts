import { page } from '../../lib/routes.ts';

export const buildOrderRoutes = [
  page('build-order', () => import('./pages/BuildOrderPage.tsx').then((m) => m.BuildOrderPage)),
];
