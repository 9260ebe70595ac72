/** What other modules and the composition root may use of the roles module. */
export { consoleRoleIdsOfUsers, consoleRolesAmong, roleNames, roleOptions, rolesOfUser } from './queries.ts';
export {
  assignRoles,
  groupsOfUser,
  holdsFeature,
  holdsRoleWhere,
  unassignRoles,
  type HeldGroup,
} from './holders.ts';
export { roleSearch } from './search.ts';
export type { RoleRules } from './service.ts';
