import { page } from '../../lib/routes.ts';

/** /content/entries/{id}: where 'Open in content service' leads (read-only). */
export const contentRoutes = [
  page('content/entries/:id', () => import('./pages/ContentEntryPage.tsx').then((m) => m.ContentEntryPage)),
];
