import { page } from '../../lib/routes.ts';

export const profileRoutes = [
  page('profile', () => import('./pages/ProfilePage.tsx').then((m) => m.ProfilePage)),
];
