import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { writeFileAtomically } from '../integrations/atomic-file.ts';

/** A published file's name: one path segment, no leading dot, no '..'. */
export const publicFileNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'Not a published file name.')
  .refine((name) => !name.includes('..'), 'Not a published file name.');

export const isPublicFileName = (name: string): boolean => publicFileNameSchema.safeParse(name).success;

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content type a file name implies (what a store without metadata serves it as). */
export const contentTypeFor = (name: string): string =>
  CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

export interface PublicFileContent {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where the files the storefront reads are kept (GET /public/{name} reads them back). The default is a
 * local directory; with BLOB_URL a container of Azure Blob Storage (blob-storage.ts). main.ts passes one
 * storage to the app and to createOutboxHandlers, so the app serves what the sender wrote.
 *
 * `write` replaces the file whole (a reader sees the old bytes or the new), and writes nothing when the
 * storage already holds these very bytes with this type: a publish the outbox retries after its write
 * had gone through (the process ended before recording it) writes them once.
 */
export interface PublicStorage {
  /** The outbox channel a publish went through ('file' for the directory, 'blob' for Azure). */
  readonly channel: string;
  write(name: string, bytes: Buffer, contentType: string): Promise<'written' | 'unchanged'>;
  read(name: string): Promise<PublicFileContent | null>;
}

/** DATA_DIR/public: shared by every process on PostgreSQL, like DATA_DIR/assets. */
export const publicDirectory = (dataDir: string): string => path.join(dataDir, 'public');

/**
 * Files in a directory, replaced atomically (temp file + rename), so a reader never sees half a file. The
 * directory keeps no metadata: a file is served with the type its extension implies (see contentTypeFor).
 */
export function directoryStorage(directory: string): PublicStorage {
  const fileOf = (name: string) => {
    if (!isPublicFileName(name)) throw new Error(`Not a published file name: ${name}`);
    return path.join(directory, name);
  };
  const read = async (name: string) => {
    try {
      return { bytes: await fs.readFile(fileOf(name)), contentType: contentTypeFor(name) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR') return null;
      throw error;
    }
  };
  return {
    channel: 'file',
    async write(name, bytes) {
      fileOf(name);
      if ((await read(name))?.bytes.equals(bytes)) return 'unchanged';
      await writeFileAtomically(directory, name, bytes);
      return 'written';
    },
    read,
  };
}
