/** What the composition root and other modules may use of the asset library. */
export { assetRoutes, registerAssetFiles } from './routes.ts';
export { directoryAssetStorage, type AssetKey, type AssetStorage } from './storage.ts';
export { blobAssetStorage } from './blob-storage.ts';
export { assetUrl, recordAssets } from './service.ts';
export { acceptImageUploads, IMAGE_UPLOAD, uploadImages, type StoredImage } from './upload.ts';
export { isLibraryAsset } from './queries.ts';
