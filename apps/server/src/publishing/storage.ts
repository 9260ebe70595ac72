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
 * local directory. An object store adapter (S3, Azure Blob, GCS) implements the same two calls: `write` is a
 * PUT of the object with its Content-Type (atomic there), `read` a GET that answers null on 404; pass it as
 * AppDeps.publicStorage and to createOutboxHandlers, so the app serves what the sender wrote (or point the
 * storefront at the bucket directly).
 */
export interface PublicStorage {
  /** The outbox channel a publish went through ('file' for the directory). */
  readonly channel: string;
  write(name: string, bytes: Buffer, contentType: string): Promise<void>;
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
  return {
    channel: 'file',
    async write(name, bytes) {
      fileOf(name);
      await writeFileAtomically(directory, name, bytes);
    },
    async read(name) {
      try {
        return { bytes: await fs.readFile(fileOf(name)), contentType: contentTypeFor(name) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR') return null;
        throw error;
      }
    },
  };
}
