import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { writeFileAtomically } from '../../integrations/atomic-file.ts';

/**
 * Where the asset library keeps its files: the original under `{id}/{fileName}`, its thumbnail under
 * `{id}/thumbs/{fileName}.webp`. The default is a local directory (DATA_DIR/assets); with BLOB_URL, a
 * container of Azure Blob Storage (blob-storage.ts), which every machine of a deployment shares. Files are
 * streamed both ways: an upload of 10 MB never sits whole in the server's memory.
 */
export interface AssetStorage {
  /** What the files go through ('file' for the directory, 'blob' for Azure Blob Storage), for the logs. */
  readonly channel: string;
  /** Stores a file whole or not at all: no reader ever finds part of one. */
  write(key: AssetKey, source: Readable | Buffer, contentType: string): Promise<void>;
  /** The file as a stream with its size, or null when the storage does not hold it. */
  read(key: AssetKey): Promise<AssetFile | null>;
  /** Removes a file (nothing when it is not there): what an upload that failed afterwards had written. */
  remove(key: AssetKey): Promise<void>;
}

/** An asset file: the asset's ID and the file's name, and whether it is the thumbnail. */
export interface AssetKey {
  id: string;
  fileName: string;
  thumbnail?: boolean;
}

export interface AssetFile {
  stream: Readable;
  size: number;
}

/** One segment a browser may send and a file system holds: no separators, no leading dot, no NUL. */
const SEGMENT = /^[^/\\\0]{1,255}$/;
export const isAssetSegment = (segment: string): boolean =>
  SEGMENT.test(segment) && !segment.startsWith('.') && segment !== '..';

/** The path of a file inside the storage: `{id}/{fileName}` or `{id}/thumbs/{fileName}.webp`. */
export function assetPath({ id, fileName, thumbnail }: AssetKey): string {
  if (!isAssetSegment(id) || !isAssetSegment(fileName)) throw new Error('Not an asset file name.');
  return thumbnail ? `${id}/thumbs/${fileName}.webp` : `${id}/${fileName}`;
}

/** Reading a name the file system cannot hold (ENAMETOOLONG: 255 characters can be more than 255 bytes). */
const ABSENT = ['ENOENT', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG'];

export function directoryAssetStorage(root: string): AssetStorage {
  const locate = (key: AssetKey) => path.join(root, ...assetPath(key).split('/'));
  return {
    channel: 'file',
    async write(key, source) {
      const file = locate(key);
      await writeFileAtomically(path.dirname(file), path.basename(file), source);
    },
    async read(key) {
      try {
        const handle = await fs.open(locate(key), 'r');
        const stat = await handle.stat().catch(async (error: unknown) => {
          await handle.close();
          throw error;
        });
        // Linux opens a directory for reading too.
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        return { stream: handle.createReadStream(), size: stat.size };
      } catch (error) {
        if (ABSENT.includes((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(locate(key), { force: true });
    },
  };
}
