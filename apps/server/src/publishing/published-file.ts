import type { Db } from '../db/client.ts';
import { contentTypeFor, publicFileNameSchema } from './storage.ts';

/** A file the storefront reads, rendered from the database whenever it is published. */
export interface PublishedFile {
  name: string;
  contentType: string;
  /**
   * The whole file from the database as it is now (called at delivery, so a retry sends the latest); null
   * when there is nothing to publish yet (the document does not exist): the send is done, nothing written.
   */
  render(db: Db): Promise<string | Buffer | null>;
}

/**
 * Declares a published file; list it in publishing/files.ts. The content type defaults to the one its
 * extension implies (.json, .xml, .txt), which is also how the local directory serves it.
 */
export function definePublishedFile(file: {
  name: string;
  contentType?: string;
  render(db: Db): Promise<string | Buffer | null>;
}): PublishedFile {
  const name = publicFileNameSchema.parse(file.name);
  return { name, contentType: file.contentType ?? contentTypeFor(name), render: file.render };
}
