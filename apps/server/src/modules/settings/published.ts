import type { SettingsDocumentId } from '@commerce/domain';
import { eq } from 'drizzle-orm';
import { settingsDocuments } from '../../db/schema/settings.ts';
import { definePublishedFile, type PublishedFile } from '../../publishing/published-file.ts';

/**
 * The settings documents the storefront reads, each published whole as JSON (spec 3 §7: buyerxp.json,
 * read from blob storage in the original). Every section save requests its document's file.
 */
export const SETTINGS_DOCUMENT_FILES: Record<SettingsDocumentId, PublishedFile> = {
  buyerxp: definePublishedFile({
    name: 'buyerxp.json',
    async render(db) {
      const [row] = await db
        .select({ document: settingsDocuments.document })
        .from(settingsDocuments)
        .where(eq(settingsDocuments.id, 'buyerxp'));
      // A database without the document (SEED=none) has nothing to publish until it is created.
      return row ? JSON.stringify(row.document) : null;
    },
  }),
};
