/** What the composition root and other modules may use of the DCF module. */
export { dcfRoutes } from './routes.ts';
