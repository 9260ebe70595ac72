import { page } from '../../lib/routes.ts';
import { categoryResource } from '../../resources/categories.ts';

/**
 * /categories, /categories/{categoryId} and /categories/{categoryId}/{tab}: one route, so the tree keeps its
 * state (what is expanded) while categories and tabs change beside it.
 */
export const categoryRoutes = [
  page(
    'categories/*',
    () => import('./pages/CategoriesPage.tsx').then((m) => m.CategoriesPage),
    ({ params }) => {
      const id = params['*']?.split('/')[0];
      return id ? (categoryResource.detailOptions(decodeURIComponent(id)) as never) : null;
    },
  ),
];
