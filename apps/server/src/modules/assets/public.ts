/** What the composition root and other modules may use of the asset library. */
export { assetRoutes, registerAssetFiles } from './routes.ts';
export { directoryAssetStorage, type AssetKey, type AssetStorage } from './storage.ts';
export { assetUrl } from './service.ts';
export { isLibraryAsset } from './queries.ts';
