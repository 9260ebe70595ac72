import { assetsDirectory, type Config } from './config.ts';
import { openBlobContainers } from './integrations/blob-containers.ts';
import { blobAssetStorage, directoryAssetStorage, type AssetStorage } from './modules/assets/public.ts';
import { blobPublicStorage } from './publishing/blob-storage.ts';
import { directoryStorage, publicDirectory, type PublicStorage } from './publishing/storage.ts';

/** Where the asset library and the published files are kept with this configuration. */
export interface Storages {
  assets: AssetStorage;
  public: PublicStorage;
  /** Where that is, for the start's log line. */
  description: string;
}

/**
 * With BLOB_URL, the two containers of Azure Blob Storage (made when missing; an unreachable storage stops
 * the start); without it, DATA_DIR/assets and DATA_DIR/public, as one machine has always kept them.
 */
export async function openStorages(
  config: Pick<Config, 'DATA_DIR' | 'BLOB_URL' | 'BLOB_ASSETS_CONTAINER' | 'BLOB_PUBLIC_CONTAINER'>,
): Promise<Storages> {
  if (!config.BLOB_URL) {
    return {
      assets: directoryAssetStorage(assetsDirectory(config.DATA_DIR)),
      public: directoryStorage(publicDirectory(config.DATA_DIR)),
      description: `${assetsDirectory(config.DATA_DIR)} and ${publicDirectory(config.DATA_DIR)}`,
    };
  }
  const containers = await openBlobContainers(config.BLOB_URL, [
    config.BLOB_ASSETS_CONTAINER,
    config.BLOB_PUBLIC_CONTAINER,
  ]);
  return {
    assets: blobAssetStorage(containers.get(config.BLOB_ASSETS_CONTAINER)!),
    public: blobPublicStorage(containers.get(config.BLOB_PUBLIC_CONTAINER)!),
    description: `Azure Blob Storage containers '${config.BLOB_ASSETS_CONTAINER}' and '${config.BLOB_PUBLIC_CONTAINER}'`,
  };
}
