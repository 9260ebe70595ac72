import type { ContainerClient } from '@azure/storage-blob';

/**
 * The containers of BLOB_URL's account, made when missing (private: the server serves what they hold). The
 * SDK is loaded only here, when BLOB_URL is set: a server without it does not pay its 0.2 s of imports.
 * A storage that cannot be reached, or refuses the credentials, stops the start with a message naming
 * BLOB_URL, as a bad value does.
 */
export async function openBlobContainers(
  blobUrl: string,
  names: readonly string[],
): Promise<Map<string, ContainerClient>> {
  const { BlobServiceClient } = await import('@azure/storage-blob');
  // Four tries within seconds rather than the SDK's minutes: a request waits on them.
  const options = { retryOptions: { maxTries: 4, retryDelayInMs: 200, maxRetryDelayInMs: 2000 } };
  const service = /^https?:\/\//i.test(blobUrl)
    ? new BlobServiceClient(blobUrl, undefined, options)
    : BlobServiceClient.fromConnectionString(blobUrl, options);
  const containers = new Map<string, ContainerClient>();
  for (const name of names) {
    const container = service.getContainerClient(name);
    try {
      await container.createIfNotExists();
    } catch (error) {
      throw new Error(
        `BLOB_URL: the container '${name}' could not be reached or made: ${(error as Error).message}`,
      );
    }
    containers.set(name, container);
  }
  return containers;
}

/** Whether an error of the SDK is the storage's 'no such blob'. */
export const isBlobAbsent = (error: unknown): boolean =>
  (error as { statusCode?: number }).statusCode === 404;
