/** What other modules and the composition root may use of the auth module. */
export { clearTokenCookies } from './cookies.ts';
export { principalLookup } from './principal.ts';
