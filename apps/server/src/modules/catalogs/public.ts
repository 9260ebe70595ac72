/** What the composition root may use of the catalogues module. */
export { CATALOG_FILES } from './published.ts';
export { catalogRoutes } from './routes.ts';
export { catalogPublishStatus, refreshCatalog } from './service.ts';
