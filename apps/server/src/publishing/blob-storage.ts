import { createHash } from 'node:crypto';
import type { ContainerClient } from '@azure/storage-blob';
import { isBlobAbsent } from '../integrations/blob-containers.ts';
import { contentTypeFor, isPublicFileName, type PublicStorage } from './storage.ts';

/**
 * The published files in a container of Azure Blob Storage (BLOB_URL, BLOB_PUBLIC_CONTAINER). Each blob
 * keeps its content type and `Cache-Control: no-cache` (the files change in place), so whatever serves the
 * container (the server's /public/{name}, or a CDN in front of the container) answers with the headers the
 * storefront is used to. A write whose bytes and type the blob already holds (its Content-MD5) writes
 * nothing: a retried publish writes the same bytes once.
 */
export function blobPublicStorage(container: ContainerClient): PublicStorage {
  const blobOf = (name: string) => {
    if (!isPublicFileName(name)) throw new Error(`Not a published file name: ${name}`);
    return container.getBlockBlobClient(name);
  };
  return {
    channel: 'blob',
    async write(name, bytes, contentType) {
      const blob = blobOf(name);
      const md5 = createHash('md5').update(bytes).digest();
      const stored = await blob.getProperties().catch((error: unknown) => {
        if (isBlobAbsent(error)) return null;
        throw error;
      });
      if (
        stored?.contentMD5 &&
        md5.equals(Buffer.from(stored.contentMD5)) &&
        stored.contentType === contentType
      )
        return 'unchanged';
      // Up to 256 MB in one request (the SDK's single shot); larger files commit their blocks at once.
      await blob.uploadData(bytes, {
        blobHTTPHeaders: { blobContentType: contentType, blobCacheControl: 'no-cache', blobContentMD5: md5 },
      });
      return 'written';
    },
    async read(name) {
      try {
        const download = await blobOf(name).download();
        const chunks: Buffer[] = [];
        for await (const chunk of download.readableStreamBody ?? [])
          chunks.push(Buffer.from(chunk as Buffer));
        return { bytes: Buffer.concat(chunks), contentType: download.contentType ?? contentTypeFor(name) };
      } catch (error) {
        if (isBlobAbsent(error)) return null;
        throw error;
      }
    },
  };
}
