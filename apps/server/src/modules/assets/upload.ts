import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  ASSET_ERRORS,
  ASSET_IMAGE_TYPES,
  ASSET_MAX_BYTES,
  ASSET_MAX_FILES_PER_REQUEST,
  assetContentType,
  assetUploadFieldsSchema,
  expectedFileKind,
  type AssetUploadFields,
  type UploadedFileProblem,
} from '@commerce/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { EDGE_LIMITS, assertEdgeString, malformedMultipart } from '../../http/edge.ts';
import { apiError, ApiError, validationFailure } from '../../http/errors.ts';
import {
  fileSink,
  receiveFile,
  refusedFile,
  shownFileName,
  withUploadDirectory,
  type UploadDescription,
} from '../../http/uploads.ts';
import { storedFileName } from './service.ts';
import type { AssetKey, AssetStorage } from './storage.ts';
import { makeThumbnail } from './thumbnails.ts';

/**
 * An upload of images, from the request to the rows: each file streams into a temporary file of this
 * machine while its first bytes are checked (an image of the type its name says, not empty, at most 10 MB),
 * is decoded whole by sharp as its thumbnail is cut (a damaged image is refused here), and only then goes to
 * the asset storage, streamed, before the transaction that records it. The first refused file refuses the
 * request and nothing is stored; a storage write or a transaction that fails removes what the request had
 * written, so no row ever points at a missing file and no file outlives a refused upload.
 */

/** What an image upload takes: up to 20 images of at most 10 MB in 'files', after its text fields. */
export const IMAGE_UPLOAD: UploadDescription = {
  field: 'files',
  maxFiles: ASSET_MAX_FILES_PER_REQUEST,
  maxBytes: ASSET_MAX_BYTES,
  extensions: Object.keys(ASSET_IMAGE_TYPES),
  fields: ['description', 'title'],
};

/** Takes multipart image uploads in this plugin's routes (IMAGE_UPLOAD, and a few short fields). */
export async function acceptImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: ASSET_MAX_BYTES, files: ASSET_MAX_FILES_PER_REQUEST, fields: 5, fieldSize: 1000 },
  });
}

/** The 4xx of a refused image: its code, and a message naming the file and what is wrong with it. */
const refusedImage = (fileName: string, problem: UploadedFileProblem): ApiError =>
  refusedFile(fileName, problem, {
    empty: ASSET_ERRORS.emptyFile,
    tooLarge: ASSET_ERRORS.tooLarge,
    mislabelled: ASSET_ERRORS.wrongContent,
    damaged: ASSET_ERRORS.unreadableImage,
  });

/** A file received into the upload's directory, its head checked. */
interface ReceivedImage {
  /** The name as the browser sent it. */
  fileName: string;
  file: string;
  size: number;
  contentType: string;
}

/** A received image whose whole content sharp has read, with its thumbnail. */
interface CheckedImage extends ReceivedImage {
  thumbnail: Buffer;
}

/** An image in the storage (original and thumbnail), ready to be recorded. */
export interface StoredImage {
  id: string;
  /** The name as the browser sent it (what a product image is matched by). */
  originalName: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/** Reads the rest of a refused file and drops it, so the request's later parts can still be read. */
async function drain(file: Readable) {
  file.resume();
  await finished(file);
}

/** The name's problem at the edge (a NUL, too long), or that the library takes no such file. */
function nameProblem(fileName: string): ApiError | null {
  try {
    assertEdgeString('files', fileName, EDGE_LIMITS.fileName);
  } catch (error) {
    return error as ApiError;
  }
  if (assetContentType(fileName)) return null;
  const name = shownFileName(fileName);
  return apiError(ASSET_ERRORS.notAnImage, {
    message: `${name}: ${ASSET_ERRORS.notAnImage.message}`,
    data: { FileName: name },
  });
}

async function receiveImages(
  request: FastifyRequest,
  directory: string,
): Promise<{ fields: AssetUploadFields; files: ReceivedImage[] }> {
  if (!request.isMultipart()) throw apiError(ASSET_ERRORS.fileRequired);
  const rawFields: Record<string, string> = {};
  const files: ReceivedImage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue;
        assertEdgeString(part.fieldname, part.value, EDGE_LIMITS.bodyString);
        rawFields[part.fieldname] = part.value;
        continue;
      }
      const refused = nameProblem(part.filename);
      if (refused) {
        await drain(part.file);
        throw refused;
      }
      const contentType = assetContentType(part.filename)!;
      const file = path.join(directory, String(files.length));
      const received = await receiveFile(part, { maxBytes: ASSET_MAX_BYTES, sink: fileSink(file) });
      if (received.problem) throw refusedImage(part.filename, received.problem);
      files.push({ fileName: part.filename, file, size: received.file.size, contentType });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (error instanceof ApiError) throw error;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw apiError(ASSET_ERRORS.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw apiError(ASSET_ERRORS.tooManyFiles);
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw malformedMultipart('files');
  }
  if (files.length === 0) throw apiError(ASSET_ERRORS.fileRequired);
  const fields = assetUploadFieldsSchema.safeParse(rawFields);
  if (!fields.success)
    throw validationFailure(
      Object.fromEntries(fields.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
    );
  return { fields: fields.data, files };
}

/** Decodes each image whole (sharp, from its file) as its thumbnail is cut: a damaged image is refused. */
async function checkImages(files: readonly ReceivedImage[]): Promise<CheckedImage[]> {
  const checked: CheckedImage[] = [];
  for (const file of files) {
    const thumbnail = await makeThumbnail(file.file).catch(() => null);
    if (!thumbnail)
      throw refusedImage(file.fileName, { kind: 'damaged', expected: expectedFileKind(file.fileName)! });
    checked.push({ ...file, thumbnail });
  }
  return checked;
}

/** Removes what a request had stored; a file that cannot be removed now is left unreferenced (logged). */
async function removeWritten(storage: AssetStorage, keys: readonly AssetKey[], log: FastifyBaseLogger) {
  for (const key of keys) {
    await storage.remove(key).catch((error: unknown) => {
      log.warn({ err: error, key }, 'an uploaded file could not be removed after its upload failed');
    });
  }
}

const keysOf = (image: Pick<StoredImage, 'id' | 'fileName'>): AssetKey[] => [
  { id: image.id, fileName: image.fileName },
  { id: image.id, fileName: image.fileName, thumbnail: true },
];

/** Writes the originals (streamed from their files) and thumbnails; on a failure, removes what was written. */
async function storeImages(
  storage: AssetStorage,
  images: readonly CheckedImage[],
  log: FastifyBaseLogger,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  const written: AssetKey[] = [];
  try {
    for (const image of images) {
      const fileName = storedFileName(image.fileName);
      const id = randomUUID().replaceAll('-', '');
      const [original, thumbnail] = keysOf({ id, fileName });
      written.push(original!);
      await storage.write(original!, fs.createReadStream(image.file), image.contentType);
      written.push(thumbnail!);
      await storage.write(thumbnail!, image.thumbnail, 'image/webp');
      stored.push({
        id,
        originalName: image.fileName,
        fileName,
        contentType: image.contentType,
        sizeBytes: image.size,
      });
    }
    return stored;
  } catch (error) {
    log.error(
      { err: error, storage: storage.channel },
      'an upload could not be written to the asset storage',
    );
    await removeWritten(storage, written, log);
    throw apiError(ASSET_ERRORS.storageUnavailable);
  }
}

/**
 * Receives, checks and stores the request's images, then records them with `record` in one transaction.
 * `keep` may leave files out after they were checked (product images whose name matches no SKU): they are
 * never stored. If the transaction fails, the stored files are removed again.
 */
export async function uploadImages<T>(options: {
  db: Db;
  storage: AssetStorage;
  request: FastifyRequest;
  keep?: (fileName: string) => Promise<boolean>;
  record: (tx: Tx, images: StoredImage[], fields: AssetUploadFields) => Promise<T>;
}): Promise<T> {
  const { db, storage, request, keep = async () => true, record } = options;
  return withUploadDirectory(async (directory) => {
    const { fields, files } = await receiveImages(request, directory);
    const checked = await checkImages(files);
    const kept: CheckedImage[] = [];
    for (const image of checked) if (await keep(image.fileName)) kept.push(image);
    const stored = await storeImages(storage, kept, request.log);
    try {
      return await db.transaction((tx) => record(tx, stored, fields));
    } catch (error) {
      await removeWritten(storage, stored.flatMap(keysOf), request.log);
      throw error;
    }
  });
}
