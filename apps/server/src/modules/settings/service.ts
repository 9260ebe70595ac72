import { isDeepStrictEqual } from 'node:util';
import {
  applySettingsSection,
  sectionAuditFields,
  sectionValue,
  sectionVersionOf,
  SETTINGS_DOCUMENTS,
  storeDateOf,
  type SettingsDocumentDef,
  type SettingsDocumentId,
  type SettingsSection,
  type SettingsSectionResponse,
} from '@commerce/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { settingsDocuments } from '../../db/schema/settings.ts';
import { recordAudit } from '../../http/audit.ts';
import { ApiError, validationFailure } from '../../http/errors.ts';
import type { Actor } from '../../http/principal.ts';
import { assertVersion } from '../../http/versioning.ts';
import { requestPublish } from '../../publishing/publish.ts';
import { SETTINGS_DOCUMENT_FILES } from './published.ts';

type DocumentRow = typeof settingsDocuments.$inferSelect;

async function documentRow(tx: DbOrTx, id: SettingsDocumentId, forUpdate = false): Promise<DocumentRow> {
  const select = tx.select().from(settingsDocuments).where(eq(settingsDocuments.id, id));
  const [row] = forUpdate ? await select.for('update') : await select;
  if (!row) throw new ApiError(404, 'NotFound', SETTINGS_DOCUMENTS[id].notFound);
  return row;
}

const toResponse = (section: SettingsSection, row: DocumentRow): SettingsSectionResponse => ({
  Section: section.id,
  Label: section.label,
  Value: sectionValue(section, row.document),
  Version: sectionVersionOf(row.sectionVersions, section.id),
});

/**
 * Writes the starter (SETTINGS_DOCUMENTS[id].starter, checked with the document's schema) of every settings
 * document the database lacks, and requests its published file in the same transaction; a document that
 * exists is left as it is, so this runs at every start, after a demo seed (which writes its own). Returns
 * the documents it wrote.
 */
export async function ensureSettingsDocuments(db: Db): Promise<SettingsDocumentId[]> {
  const written: SettingsDocumentId[] = [];
  const documents = Object.entries(SETTINGS_DOCUMENTS) as [SettingsDocumentId, SettingsDocumentDef][];
  for (const [id, { schema, starter }] of documents) {
    const wrote = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(settingsDocuments)
        .values({ id, document: schema.parse(starter()) })
        .onConflictDoNothing()
        .returning({ id: settingsDocuments.id });
      if (inserted.length > 0) await requestPublish(tx, SETTINGS_DOCUMENT_FILES[id]);
      return inserted.length > 0;
    });
    if (wrote) written.push(id);
  }
  return written;
}

/** The whole document as stored (what its published file carries), or null when there is none. */
export async function settingsDocument(db: DbOrTx, id: SettingsDocumentId): Promise<unknown> {
  const [row] = await db
    .select({ document: settingsDocuments.document })
    .from(settingsDocuments)
    .where(eq(settingsDocuments.id, id));
  return row?.document ?? null;
}

export const readSettingsSection = async (tx: DbOrTx, section: SettingsSection) =>
  toResponse(section, await documentRow(tx, section.document));

/** Several sections of one document from one read of its row (a page's panels), in the order asked. */
export async function readSettingsSections(
  tx: DbOrTx,
  document: SettingsDocumentId,
  sections: readonly SettingsSection[],
): Promise<SettingsSectionResponse[]> {
  const row = await documentRow(tx, document);
  return sections.map((section) => toResponse(section, row));
}

/**
 * Saves one section in the caller's transaction: locks the document's row, checks the section's version,
 * replaces the section's paths, checks the whole document (400 naming the fields, nothing written), writes
 * it with the section's and the row's versions bumped, records the audit event (entity `settings`, ID
 * `{document}/{section}`, the section's paths before and after) and requests the document's published file.
 * A save that changes nothing writes nothing. Call notifyOutbox() after commit.
 */
export async function saveSettingsSection(
  tx: DbOrTx,
  actor: Actor,
  { section, value, version: expectedVersion }: { section: SettingsSection; value: unknown; version: number },
): Promise<SettingsSectionResponse> {
  const row = await documentRow(tx, section.document, true);
  const version = sectionVersionOf(row.sectionVersions, section.id);
  assertVersion(version, expectedVersion);
  const save = applySettingsSection(section, row.document, value, storeDateOf());
  if (!save.success) {
    const [field, message] = Object.entries(save.fields)[0]!;
    throw validationFailure(save.fields, `${field}: ${message}`);
  }
  // The paths (or, for a map edited an entry at a time, the entries) whose values change, compared whatever
  // the order of their keys (the stored jsonb keeps its own); saving what is already there writes nothing:
  // no new version, audit event or publish.
  const was = sectionAuditFields(section, row.document);
  const now = sectionAuditFields(section, save.document);
  const changed = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (field) => !isDeepStrictEqual(was[field] ?? null, now[field] ?? null),
  );
  if (changed.length === 0) return toResponse(section, row);
  const pick = (fields: Record<string, unknown>) =>
    Object.fromEntries(changed.map((field) => [field, fields[field] ?? null]));
  const [saved] = await tx
    .update(settingsDocuments)
    .set({
      document: save.document,
      sectionVersions: { ...row.sectionVersions, [section.id]: version + 1 },
      version: row.version + 1,
      updatedAt: sql`now()`,
    })
    .where(eq(settingsDocuments.id, row.id))
    .returning();
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'save-section',
    entity: 'settings',
    entityId: `${section.document}/${section.id}`,
    before: pick(was),
    after: pick(now),
  });
  await requestPublish(tx, SETTINGS_DOCUMENT_FILES[section.document]);
  return toResponse(section, saved!);
}
