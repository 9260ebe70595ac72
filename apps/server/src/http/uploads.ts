import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  SNIFF_BYTES,
  uploadedFileMessage,
  uploadedFileProblem,
  type ApiErrorDef,
  type UploadedFileProblem,
} from '@commerce/domain';
import type { FastifyRequest } from 'fastify';
import { EDGE_LIMITS, assertEdgeString, malformedMultipart } from './edge.ts';
import { apiError, ApiError } from './errors.ts';

/** What an upload route takes, for its OpenAPI document (the fuzz walk sends bad files by it). */
export interface UploadDescription {
  /** The multipart field of the files. */
  field: string;
  maxFiles: number;
  maxBytes: number;
  /** The file names' extensions it takes ('.png', '.xlsx' …). */
  extensions: readonly string[];
  /** Text fields sent before the files. */
  fields?: readonly string[];
}

declare module 'fastify' {
  interface FastifySchema {
    /** A multipart upload's files and fields (uploadSchema), shown as its request body in the API document. */
    'x-upload'?: UploadDescription;
  }
}

/** The schema lines of a multipart upload route: what it consumes and its files, for the document. */
export const uploadSchema = (upload: UploadDescription) => ({
  consumes: ['multipart/form-data'],
  'x-upload': upload,
});

/**
 * The request body the document shows for an upload (its route has no body schema: multipart is read as
 * it streams, not parsed up front). The file field's `x-max-bytes` and `x-extensions` say what it takes.
 */
export const uploadBodyDocument = (upload: UploadDescription) => ({
  type: 'object',
  required: [upload.field],
  properties: {
    ...Object.fromEntries((upload.fields ?? []).map((field) => [field, { type: 'string' }])),
    [upload.field]: {
      type: 'array',
      maxItems: upload.maxFiles,
      items: { type: 'string', format: 'binary' },
      'x-max-bytes': upload.maxBytes,
      'x-extensions': upload.extensions,
    },
  },
});

/** Where a file's bytes go as they arrive: a file on disk, or memory for what is stored in the database. */
export interface UploadSink {
  write(chunk: Buffer): Promise<void>;
  /** All bytes are in. */
  end(): Promise<void>;
  /** The file was refused (or reading it failed): drop whatever was written. */
  discard(): Promise<void>;
}

/** A file received whole: its name as sent, its size and its first bytes. */
export interface ReceivedFile {
  fileName: string;
  size: number;
  head: Buffer;
}

/** A file part of a multipart upload (@fastify/multipart's, whose stream marks a file cut at the limit). */
export interface FilePart {
  filename: string;
  file: Readable & { truncated?: boolean };
}

/**
 * Receives one file of a multipart upload as it arrives: its first bytes are checked against the kind its
 * name promises before any byte reaches the sink, and its size against the limit (the part stream stops at
 * it). A refused file is read to its end and dropped — the rest of the request must still be read — and
 * leaves nothing in the sink. Either way, no more than the first SNIFF_BYTES and the chunk in hand are held
 * in memory here.
 */
export async function receiveFile(
  part: FilePart,
  options: { maxBytes: number; sink: UploadSink },
): Promise<{ file: ReceivedFile; problem: null } | { file: null; problem: UploadedFileProblem }> {
  const { sink, maxBytes } = options;
  const name = part.filename;
  const held: Buffer[] = [];
  let head = Buffer.alloc(0);
  let size = 0;
  let checked = false;
  let problem: UploadedFileProblem | null = null;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (problem) continue;
      if (checked) {
        await sink.write(chunk);
        continue;
      }
      held.push(chunk);
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
      if (head.length < SNIFF_BYTES) continue;
      // Enough to tell the kind: the size is not known yet, so only what the head shows counts here.
      problem = uploadedFileProblem({ name, size: head.length, head }, maxBytes);
      checked = true;
      if (!problem) for (const kept of held.splice(0)) await sink.write(kept);
    }
    if (part.file.truncated) problem = { kind: 'tooLarge', maxBytes };
    problem ??= uploadedFileProblem({ name, size, head }, maxBytes);
    if (problem) {
      await sink.discard();
      return { file: null, problem };
    }
    for (const kept of held.splice(0)) await sink.write(kept);
    await sink.end();
    return { file: { fileName: name, size, head }, problem: null };
  } catch (error) {
    await sink.discard();
    throw error;
  }
}

/** The name a refused file is called by: as the browser sent it, without any folder. */
export const shownFileName = (fileName: string): string => fileName.split(/[\\/]/).pop() || fileName;

/**
 * The 4xx of a refused file: the upload's own error for the kind of problem, with a message naming the file
 * and what is wrong with it, and the name in Data.FileName.
 */
export function refusedFile(
  fileName: string,
  problem: UploadedFileProblem,
  errors: Record<UploadedFileProblem['kind'], ApiErrorDef>,
): ApiError {
  const name = shownFileName(fileName);
  return apiError(errors[problem.kind], {
    message: uploadedFileMessage(name, problem),
    data: { FileName: name },
  });
}

/** A one-file upload (a bulk workbook, a training CSV): its field and limit, and how it refuses a file. */
export interface OneFileUpload {
  field: string;
  maxBytes: number;
  /** The answer when no file comes in the field. */
  noFile: ApiErrorDef;
  /** The refusal of a file by its name alone (a kind the upload does not take), or null. */
  refuseName: (fileName: string) => ApiError | null;
  /** The upload's errors for the problems of a file with this name (refusedFile). */
  errorsFor: (fileName: string) => Record<UploadedFileProblem['kind'], ApiErrorDef>;
}

/**
 * The one file of an upload, read into memory as it arrives (what is stored in the database, at most
 * `maxBytes`): a name the upload does not take, an empty file, one over the limit, or one whose first bytes
 * are not the kind its name says is refused before the rest is kept, with a message naming the file. Its
 * name follows the edge rule; a body that cannot be read (cut off, no boundary) is a 400 like any other bad
 * input.
 */
export async function readOneFile(
  request: FastifyRequest,
  upload: OneFileUpload,
): Promise<{ fileName: string; content: Buffer }> {
  const noFile = apiError(upload.noFile);
  if (!request.isMultipart()) throw noFile;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== upload.field) throw noFile;
    assertEdgeString(upload.field, part.filename, EDGE_LIMITS.fileName);
    const refusal = upload.refuseName(part.filename);
    if (refusal) {
      part.file.resume();
      await finished(part.file);
      throw refusal;
    }
    const sink = memorySink();
    const received = await receiveFile(part, { maxBytes: upload.maxBytes, sink });
    if (received.problem) throw refusedFile(part.filename, received.problem, upload.errorsFor(part.filename));
    return { fileName: part.filename, content: sink.bytes() };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const { code, part } = error as { code?: string; part?: { filename?: string } };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const fileName = part?.filename ?? '';
      throw refusedFile(
        fileName,
        { kind: 'tooLarge', maxBytes: upload.maxBytes },
        upload.errorsFor(fileName),
      );
    }
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw malformedMultipart(upload.field);
  }
}

/** A sink into a file (a temporary one: the caller decides where it goes once checked). */
export function fileSink(file: string): UploadSink {
  const stream = fs.createWriteStream(file, { flags: 'wx' });
  const failed = once(stream, 'error').then(([error]) => {
    throw error;
  });
  failed.catch(() => {});
  const settle = (promise: Promise<unknown>) => Promise.race([promise, failed]);
  return {
    async write(chunk) {
      if (!stream.write(chunk)) await settle(once(stream, 'drain'));
    },
    async end() {
      stream.end();
      await settle(once(stream, 'finish'));
    },
    async discard() {
      stream.destroy();
      await fsp.rm(file, { force: true });
    },
  };
}

/** A sink that keeps the bytes in memory: for an upload stored whole in the database (a bulk job's file). */
export function memorySink(): UploadSink & { bytes(): Buffer } {
  let chunks: Buffer[] = [];
  return {
    async write(chunk) {
      chunks.push(chunk);
    },
    async end() {},
    async discard() {
      chunks = [];
    },
    bytes: () => Buffer.concat(chunks),
  };
}

/**
 * A directory of the machine's own for the files of one upload while they are checked, removed with
 * everything in it when the work is done, whatever happened.
 */
export async function withUploadDirectory<T>(work: (directory: string) => Promise<T>): Promise<T> {
  const directory = await fsp.mkdtemp(path.join(os.tmpdir(), 'ca-upload-'));
  try {
    return await work(directory);
  } finally {
    await fsp.rm(directory, { recursive: true, force: true });
  }
}
