/** What other modules may use of the audit module. */
export { recentChanges } from './recent.ts';
