import { lazyPrefetch, page } from '../../lib/routes.ts';

const prefetch = lazyPrefetch(() => import('./prefetch.ts'));

/**
 * /categories, /categories/{categoryId} and /categories/{categoryId}/{tab}: one route, so the tree keeps its
 * state (what is expanded) while categories and tabs change beside it.
 */
export const categoryRoutes = [
  page(
    'categories/*',
    () => import('./pages/CategoriesPage.tsx').then((m) => m.CategoriesPage),
    prefetch('category'),
  ),
];
