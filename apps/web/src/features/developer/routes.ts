import { page } from '../../lib/routes.ts';

export const developerRoutes = [
  page('developer', () => import('./pages/DeveloperPage.tsx').then((m) => m.DeveloperPage)),
];
