/** What the composition root and other modules may use of the categories module. */
export { categoryRoutes } from './routes.ts';
export { toCategory } from './mapper.ts';
export { categorySearch } from './search.ts';
