import { Readable } from 'node:stream';
import type { ContainerClient } from '@azure/storage-blob';
import { isBlobAbsent } from '../../integrations/blob-containers.ts';
import { assetPath, type AssetStorage } from './storage.ts';

/** Blocks of 4 MB, two in flight: a 10 MB upload holds at most 8 MB of it in memory at once. */
const BLOCK_BYTES = 4 * 1024 * 1024;
const BLOCKS_IN_FLIGHT = 2;

/**
 * The asset library in a container of Azure Blob Storage (BLOB_URL, BLOB_ASSETS_CONTAINER), under the same
 * paths as the directory. A block blob is committed once all its blocks are in, so a failed upload leaves
 * nothing a reader can find. Each blob keeps its content type; the server still serves the files (same
 * URL, headers and policy as from the directory), so the container stays private.
 */
export function blobAssetStorage(container: ContainerClient): AssetStorage {
  const blobOf = (key: Parameters<AssetStorage['read']>[0]) => container.getBlockBlobClient(assetPath(key));
  return {
    channel: 'blob',
    async write(key, source, contentType) {
      const blob = blobOf(key);
      const options = { blobHTTPHeaders: { blobContentType: contentType } };
      if (Buffer.isBuffer(source)) await blob.uploadData(source, options);
      else await blob.uploadStream(source, BLOCK_BYTES, BLOCKS_IN_FLIGHT, options);
    },
    async read(key) {
      try {
        const download = await blobOf(key).download();
        const body = download.readableStreamBody;
        if (!body) return null;
        return {
          stream: body instanceof Readable ? body : Readable.from(body),
          size: download.contentLength ?? 0,
        };
      } catch (error) {
        if (isBlobAbsent(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await blobOf(key).deleteIfExists();
    },
  };
}
