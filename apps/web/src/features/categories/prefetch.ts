// What the category route fetches at navigation; loaded with the route, not with the shell (lib/routes.ts).
import type { Prefetch } from '../../lib/routes.ts';
import { categoryResource } from '../../resources/categories.ts';

/** The category the path names (`categories/{categoryId}[/{tab}]`), if any. */
export const category: Prefetch = ({ params }) => {
  const id = params['*']?.split('/')[0];
  return id ? (categoryResource.detailOptions(decodeURIComponent(id)) as never) : null;
};
