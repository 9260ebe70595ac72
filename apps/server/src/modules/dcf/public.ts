/** What the composition root and other modules may use of the DCF module. */
export { dcfRoutes } from './routes.ts';
export { DCF_CATALOG_FILE } from './published.ts';
export { activeDepartments, departmentCounts, dcfRecordsOf } from './queries.ts';
export { dcfDefault, namesAnyDrawer, withoutDrawers, type DrawerRules } from './service.ts';
