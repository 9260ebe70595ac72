import { z } from 'zod';
import { defineApiErrors } from './api-errors.ts';
import { ASSET_PAGE_SIZE } from './content-slots.ts';
import type { FeatureKey } from './permissions.ts';
import { defineListSpec } from './list-spec.ts';
import { isPlainText } from './text.ts';
import { defineRecordApi } from './api-routes.ts';

/**
 * The asset library (spec 2 §2, §3, §7): images staff choose for categories, products, stores and events.
 * Files are stored through the server's asset storage (a local directory by default) and served at
 * /assets/{id}/{fileName}; `?fit=thumb` serves a small WebP cut by the server, so grids never load the
 * full images.
 */

/** The image types the library takes and serves, by extension (what the public route serves). */
export const ASSET_IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};
export const ASSET_ACCEPT = Object.keys(ASSET_IMAGE_TYPES).join(',');
export const ASSET_MAX_BYTES = 10 * 1024 * 1024;
/** Files one upload request may carry (the dialog sends one file a request, for per-file progress). */
export const ASSET_MAX_FILES_PER_REQUEST = 20;
export const ASSET_THUMBNAIL_SIZE = 240;

/** Descriptions that mark what an asset is for (the library filters by them). */
export const ASSET_DESCRIPTIONS = {
  categoryBanner: 'category-banner-img',
  categoryList: 'category-list-img',
  product: 'product-img',
  store: 'store-img',
  event: 'event-img',
  color: 'color-img',
} as const;

/**
 * Who may browse the library and upload into it (C-5): choosing an image is the area's edit key, and
 * uploading new files is the same key or product-images. Viewers of a record never browse the library.
 * product-web is the colour table's edit key (a colour's image comes from the library).
 */
export const ASSET_KEYS: readonly FeatureKey[] = [
  'categories-edit',
  'product-images',
  'product-web',
  'stores-admin',
  'events-admin',
];

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
};

/** The image type a file name stands for, or null when the library does not take it. */
export const assetContentType = (fileName: string): string | null =>
  ASSET_IMAGE_TYPES[extensionOf(fileName)] ?? null;

export const formatKilobytes = (bytes: number): string => `${Math.max(1, Math.round(bytes / 1024))} kB`;

export const ASSET_TEXTS = {
  browserTitle: 'Asset Library',
  searchPlaceholder: 'Search assets...',
  viewSelected: (count: number) => `View Selected (${count})`,
  viewAll: 'View All',
  uploadAssets: 'Upload Assets',
  upload: 'Upload',
  cancel: 'Cancel',
  close: 'Close',
  select: 'Select',
  complete: 'Complete',
  failed: 'Failed',
  chooseFiles: 'Choose Files',
  dropHint: 'Images (PNG, JPEG, GIF, WebP or SVG), at most 10 MB each.',
  noAssets: 'No assets found',
  notAnImage: 'Only images can be uploaded (PNG, JPEG, GIF, WebP or SVG).',
  tooLarge: 'This file is larger than 10 MB.',
  uploaded: (count: number) => `${count} ${count === 1 ? 'file' : 'files'} uploaded.`,
  uploadFailed: (count: number) => `${count} ${count === 1 ? 'file' : 'files'} could not be uploaded.`,
} as const;

/** What is wrong with a file before it is sent, or null (the server checks the same). */
export function assetFileProblem(file: { name: string; size: number }): string | null {
  if (!assetContentType(file.name)) return ASSET_TEXTS.notAnImage;
  if (file.size > ASSET_MAX_BYTES) return ASSET_TEXTS.tooLarge;
  return null;
}

export const ASSET_ERRORS = defineApiErrors({
  fileRequired: { status: 400, code: 'Asset.FileRequired', message: 'Choose at least one image to upload.' },
  notAnImage: { status: 400, code: 'Asset.NotAnImage', message: ASSET_TEXTS.notAnImage },
  tooLarge: { status: 413, code: 'Asset.FileTooLarge', message: ASSET_TEXTS.tooLarge },
  tooManyFiles: {
    status: 400,
    code: 'Asset.TooManyFiles',
    message: `At most ${ASSET_MAX_FILES_PER_REQUEST} files can be uploaded at once.`,
  },
  unreadableImage: {
    status: 400,
    code: 'Asset.UnreadableImage',
    message: 'This file is not an image that can be read.',
  },
  emptyFile: { status: 400, code: 'Asset.EmptyFile', message: 'This file is empty.' },
  storageUnavailable: {
    status: 503,
    code: 'Asset.StorageUnavailable',
    message: 'The file could not be stored just now. Nothing was uploaded; try again.',
  },
  wrongContent: {
    status: 400,
    code: 'Asset.WrongFileContent',
    message: 'This file holds another kind of content than its name says.',
  },
});

export const assetSchema = z.object({
  ID: z.string(),
  Title: z.string(),
  Description: z.string().nullable(),
  FileName: z.string(),
  ContentType: z.string(),
  Url: z.string(),
  ThumbnailUrl: z.string(),
  SizeBytes: z.number().int(),
  DateCreated: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

/** The upload's form fields besides the files: the description the context gives them. */
export const assetUploadFieldsSchema = z
  .object({
    description: z.string().trim().max(100).refine(isPlainText).optional(),
    title: z.string().trim().max(300).refine(isPlainText).optional(),
  })
  .strict();
export type AssetUploadFields = z.infer<typeof assetUploadFieldsSchema>;

/** The title of an uploaded file: its name without the extension. */
export const assetTitleFor = (fileName: string): string =>
  fileName.replace(/\.[^.]+$/, '').trim() || fileName;

/** GET /api/assets: 24 a page, newest first, searched by title, filtered by description. */
export const assetListSpec = defineListSpec<Asset>()({
  id: 'assets',
  label: 'Assets',
  api: '/assets',
  readKeys: ASSET_KEYS,
  columns: [
    { field: 'Title', header: 'Title', sortable: true },
    { field: 'Description', header: 'Description', wrap: 'clamp' },
    { field: 'FileName', header: 'File' },
    { field: 'SizeBytes', header: 'Size', format: 'number' },
    { field: 'DateCreated', header: 'Uploaded', sortable: true, format: 'date' },
  ],
  defaultSort: '!DateCreated',
  pageSize: ASSET_PAGE_SIZE,
  emptyText: ASSET_TEXTS.noAssets,
  search: { placeholder: ASSET_TEXTS.searchPlaceholder },
});

/** The asset library: the routes the server serves and the web's resource calls. */
export const assetApi = defineRecordApi({
  path: '/assets',
  item: assetSchema,
  detail: assetSchema,
});
