/** What the composition root and other modules may use of the marketing module. */
export { batchRedirectsJob } from './batch-job.ts';
export { MARKETING_FILES, SITEMAP_FILE } from './published.ts';
export { marketingRoutes } from './routes.ts';
export { refreshHomePageRenderLists, regenerateSitemap } from './service.ts';
