import { SETTINGS_DOCUMENT_FILES } from '../modules/settings/published.ts';
import type { PublishedFile } from './published-file.ts';

/**
 * Every file the server publishes under /public/ (what the storefront reads). An area declares its file
 * with definePublishedFile (redirects.json, sitemap.xml, catalogue files …), lists it here and calls
 * requestPublish(tx, name) in the transactions that change what the file shows.
 */
export const PUBLISHED_FILES: readonly PublishedFile[] = [...Object.values(SETTINGS_DOCUMENT_FILES)];
