import { formatDateTime } from '@commerce/domain';

/** 'MM/DD/YY' in the store's time zone (spec 1 §9), or '' for no date. */
export const shortDate = (instant: string | null | undefined): string =>
  instant ? (formatDateTime(instant).split(' ')[0] ?? '') : '';

/** 'MM/DD/YY h:mm am' in the store's time zone, or '' for no date. */
export const dateTime = (instant: string | null | undefined): string =>
  instant ? formatDateTime(instant) : '';
