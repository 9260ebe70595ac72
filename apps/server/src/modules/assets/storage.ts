import fs from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../../integrations/atomic-file.ts';

/**
 * Where the asset library keeps its files: the original under `{id}/{fileName}`, its thumbnail under
 * `{id}/thumbs/{fileName}.webp`. The default is a local directory (DATA_DIR/assets, shared by every process
 * on PostgreSQL). Several servers can share an object store instead: an adapter implements the same two
 * calls (`write` a PUT of the object, `read` a GET answering null on 404) and is passed as
 * AppDeps.assetStorage.
 */
export interface AssetStorage {
  /** What the files go through ('file' for the directory), for the logs. */
  readonly channel: string;
  write(key: AssetKey, bytes: Buffer): Promise<void>;
  read(key: AssetKey): Promise<Buffer | null>;
}

/** An asset file: the asset's ID and the file's name, and whether it is the thumbnail. */
export interface AssetKey {
  id: string;
  fileName: string;
  thumbnail?: boolean;
}

/** One segment a browser may send and a file system holds: no separators, no leading dot, no NUL. */
const SEGMENT = /^[^/\\\0]{1,255}$/;
export const isAssetSegment = (segment: string): boolean =>
  SEGMENT.test(segment) && !segment.startsWith('.') && segment !== '..';

export function directoryAssetStorage(root: string): AssetStorage {
  const locate = ({ id, fileName, thumbnail }: AssetKey) => {
    if (!isAssetSegment(id) || !isAssetSegment(fileName)) throw new Error('Not an asset file name.');
    return thumbnail
      ? { directory: path.join(root, id, 'thumbs'), name: `${fileName}.webp` }
      : { directory: path.join(root, id), name: fileName };
  };
  return {
    channel: 'file',
    async write(key, bytes) {
      const { directory, name } = locate(key);
      await writeFileAtomically(directory, name, bytes);
    },
    async read(key) {
      const { directory, name } = locate(key);
      try {
        return await fs.readFile(path.join(directory, name));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // ENAMETOOLONG: a name of 255 characters can be longer than 255 bytes.
        if (['ENOENT', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG'].includes(code ?? '')) return null;
        throw error;
      }
    },
  };
}
