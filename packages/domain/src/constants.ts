/** Business constants of spec 1 §9 that both sides use. */
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 100;
export const TABLE_PLACEHOLDER_ROWS = 20;
export const SEARCH_DEBOUNCE_MS = 300;
export const USERNAME_MAX_LENGTH = 10;
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
export const TOAST_DURATION_MS = 3000;
export const LOGOUT_WAIT_MS = 1000;
/**
 * The storefront's sign-out page, opened in a new window on console logout when no frame is present. Here, not
 * in build-order.ts: the sign-in page imports it, and that module's schemas would come along into its bundle.
 */
export const STOREFRONT_LOGOUT_PATH = '/storefront/#/logout';
export const SIDE_DRAWER_WIDTH = 200;
/** How long a copy button's 'Copied' stays up (here, not in customers.ts: the profile's e-mail shows one). */
export const COPY_TOOLTIP_MS = 1000;
export const PASSWORD_CHANGE_ATTEMPTS = 3;
/** The custom header every mutating request must carry (CSRF defence on top of SameSite cookies). */
export const CSRF_HEADER = 'x-commerce-admin';
/** The largest value an `integer` (int4) column holds: integer inputs stored in one are bounded by it. */
export const INT_COLUMN_MAX = 2_147_483_647;
