import { assetTitleFor, type Asset } from '@commerce/domain';
import type { Tx } from '../../db/client.ts';
import { contentAssets } from '../../db/schema/assets.ts';
import { recordAudits } from '../../http/audit.ts';
import type { Actor } from '../../http/principal.ts';
import { toAsset } from './queries.ts';
import type { StoredImage } from './upload.ts';

/** The URL an asset's file is served at (public, like the storefront's image links). */
export const assetUrl = (id: string, fileName: string): string =>
  `/assets/${encodeURIComponent(id)}/${encodeURIComponent(fileName)}`;

/**
 * The name a file is kept under: the browser's name without any folder, letters, digits, '.', '_', '-'
 * and spaces (anything else becomes '-'), never starting with a dot, at most 200 characters.
 */
export function storedFileName(original: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '').trim();
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]/g, '-')
    .replace(/^[.\s]+/, '');
  const extension = /\.[A-Za-z0-9]{1,5}$/.exec(cleaned)?.[0] ?? '';
  const stem = cleaned.slice(0, cleaned.length - extension.length).slice(0, 200 - extension.length);
  return `${stem || 'image'}${extension}`;
}

/** Records the stored images as assets of the library, with their audit events, in the caller's transaction. */
export async function recordAssets(
  tx: Tx,
  actor: Actor,
  images: readonly StoredImage[],
  fields: { description?: string; title?: string },
): Promise<Asset[]> {
  const rows = await tx
    .insert(contentAssets)
    .values(
      images.map((image) => ({
        id: image.id,
        title: (images.length === 1 && fields.title) || assetTitleFor(image.fileName),
        description: fields.description || null,
        fileName: image.fileName,
        contentType: image.contentType,
        url: assetUrl(image.id, image.fileName),
        sizeBytes: image.sizeBytes,
      })),
    )
    .returning();
  await recordAudits(
    tx,
    rows.map((row) => ({
      actorId: actor.id,
      entity: 'content-asset' as const,
      action: 'upload' as const,
      entityId: row.id,
      after: { Title: row.title, Description: row.description, FileName: row.fileName, Size: row.sizeBytes },
    })),
  );
  return rows.map(toAsset);
}
