import { assetListSpec, thumbnailUrl, type Asset, type ListPage } from '@commerce/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isoTextColumn } from '../../db/raw-rows.ts';
import { contentAssets } from '../../db/schema/assets.ts';
import { defineList, type ListQuery } from '../../http/list-query.ts';

/** GET /api/assets: newest first, 24 a page, title searched by any part (trigram), description filtered. */
export const assetList = defineList({
  spec: assetListSpec,
  table: contentAssets,
  fields: {
    Title: { column: contentAssets.title, type: 'text', sort: true, search: true },
    Description: { column: contentAssets.description, type: 'text', filter: true },
    DateCreated: { column: contentAssets.dateCreated, type: 'date', sort: true },
  },
  scale: { exactCountLimit: 2000 },
});

const listColumns = {
  id: contentAssets.id,
  title: contentAssets.title,
  description: contentAssets.description,
  fileName: contentAssets.fileName,
  contentType: contentAssets.contentType,
  url: contentAssets.url,
  sizeBytes: contentAssets.sizeBytes,
  dateCreated: isoTextColumn<string>(contentAssets.dateCreated, 'date_created'),
};

interface RawAssetRow {
  id: string;
  title: string;
  description: string | null;
  file_name: string;
  content_type: string;
  url: string;
  size_bytes: number;
  date_created: string;
}

export type AssetRow = typeof contentAssets.$inferSelect;

export const toAsset = (row: AssetRow): Asset => ({
  ID: row.id,
  Title: row.title,
  Description: row.description,
  FileName: row.fileName,
  ContentType: row.contentType,
  Url: row.url,
  ThumbnailUrl: thumbnailUrl(row.url),
  SizeBytes: row.sizeBytes,
  DateCreated: row.dateCreated.toISOString(),
});

const fromRaw = (row: RawAssetRow): Asset => ({
  ID: row.id,
  Title: row.title,
  Description: row.description,
  FileName: row.file_name,
  ContentType: row.content_type,
  Url: row.url,
  ThumbnailUrl: thumbnailUrl(row.url),
  SizeBytes: row.size_bytes,
  DateCreated: row.date_created,
});

export const listAssets = (db: DbOrTx, query: ListQuery): Promise<ListPage<Asset>> =>
  assetList.run(db, query, {
    select: listColumns,
    raw: true,
    map: (row) => fromRaw(row as unknown as RawAssetRow),
  });

/** Whether the library holds a file at this path (/assets/{id}/{file}): what records may point to. */
export async function isLibraryAsset(db: DbOrTx, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contentAssets.id })
    .from(contentAssets)
    .where(sql`${contentAssets.url} = ${url}`)
    .limit(1);
  return row !== undefined;
}
