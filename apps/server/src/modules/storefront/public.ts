/** What the composition root may use of the storefront module. */
export { storefrontRoutes } from './routes.ts';
