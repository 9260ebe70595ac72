import { page } from '../../lib/routes.ts';

export const adminToolsRoutes = [
  page('admin', () => import('./pages/AdminToolsPage.tsx').then((m) => m.AdminToolsPage)),
];
