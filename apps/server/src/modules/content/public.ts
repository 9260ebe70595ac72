/** What other modules may use of the content module: the slot rules their saves check. */
export { entriesNotOffered } from './queries.ts';
export { contentRoutes } from './routes.ts';
