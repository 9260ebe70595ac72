/** What other modules may use of the internal-users module. */
export { assertAnAdministratorRemains } from './administrators.ts';
export { auditSnapshot, toAdminUser } from './mapper.ts';
export { internalUsersUpload } from './bulk-upload.ts';
export { adminUserSearch } from './search.ts';
export { anyUserAtStore } from './service.ts';
