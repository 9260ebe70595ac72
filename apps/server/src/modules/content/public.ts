/** What other modules may use of the content module: the slot rules their saves check, its entries' names. */
export { contentEntryNames, entriesNotOffered } from './queries.ts';
export { contentRoutes } from './routes.ts';
