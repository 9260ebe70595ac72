import { page } from '../../lib/routes.ts';

export const trainingUserRoutes = [
  page('register-trainingusers', () =>
    import('./pages/RegisterTrainingUsersPage.tsx').then((m) => m.RegisterTrainingUsersPage),
  ),
];
