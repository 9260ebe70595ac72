/** What other modules may use of the auth module. */
export { clearTokenCookies } from './cookies.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { principalLookup } from './principal.ts';
export { revokeOtherSessions, revokeSession } from './service.ts';
