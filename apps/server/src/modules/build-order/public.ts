/** What other modules and the composition root may use of the Build Order module. */
export { buildOrderRoutes } from './routes.ts';
export { impersonationOf, type Impersonation } from './tokens.ts';
export { embeddedLoyaltyProvider, httpLoyaltyProvider, type LoyaltyProvider } from './loyalty.ts';
