/** What the composition root and other modules may use of the destinations module. */
export { routeCodeImport } from './route-code-import.ts';
