import type { PublishedCatalog } from '@commerce/domain';
import type { PublishedFile } from '../../publishing/published-file.ts';
import { BACHMANS_CATALOG_FILE } from '../categories/public.ts';
import { DCF_CATALOG_FILE } from '../dcf/public.ts';

/** The catalogue files Refresh Category Cache publishes under /public/, each rendered by its area. */
export const CATALOG_FILES: Record<PublishedCatalog, PublishedFile> = {
  Bachmans: BACHMANS_CATALOG_FILE,
  DCF: DCF_CATALOG_FILE,
};
