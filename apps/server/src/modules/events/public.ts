/** What other modules may use of the events module. */
export { eventSearch } from './search.ts';
