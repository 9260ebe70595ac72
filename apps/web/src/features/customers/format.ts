import { formatDateTime } from '@commerce/domain';

/** 'MM/DD/YY h:mm am' in the store's time zone, or '' for no date. */
export const dateTime = (instant: string | null | undefined): string =>
  instant ? formatDateTime(instant) : '';
