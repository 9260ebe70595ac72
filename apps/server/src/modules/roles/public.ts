/** What other modules may use of the roles module. */
export { consoleRoleIdsOfUsers, consoleRolesAmong, roleOptions, rolesOfUser } from './queries.ts';
export { roleSearch } from './search.ts';
