/** What other modules may use of the internal-users module. */
export { assertAnAdministratorRemains } from './administrators.ts';
export { auditSnapshot, toAdminUser } from './mapper.ts';
export { internalUsersUpload } from './bulk-upload.ts';
export { storeOwnPassword, updateOwnProfile, type ProfileChanges } from './own-profile.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { findAdminUser, isActiveUser, userNames } from './queries.ts';
export { adminUserSearch } from './search.ts';
export { anyUserAtStore } from './service.ts';
export { signedInUser, userByUsername } from './signed-in.ts';
