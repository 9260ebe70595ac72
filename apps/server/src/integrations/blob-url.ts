/**
 * BLOB_URL and the container names, checked when the configuration is read (config.ts), before any
 * connection: a typo stops the start with a message instead of failing the first upload.
 */

/** The pairs of a connection string: `Key=Value;Key=Value` (a value may hold '=', as an account key does). */
function connectionStringPairs(value: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of value.split(';')) {
    if (!part.trim()) continue;
    const at = part.indexOf('=');
    if (at <= 0) return new Map();
    pairs.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  return pairs;
}

const isHttpUrl = (value: string | undefined) => {
  if (!value) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * What is wrong with BLOB_URL, or null. It is either a connection string (the account's, with AccountName
 * and AccountKey; one with BlobEndpoint and SharedAccessSignature; or UseDevelopmentStorage=true for the
 * emulator) or the account's URL carrying a SAS token (https://<account>.blob.core.windows.net/?sv=…&sig=…).
 */
export function blobUrlProblem(value: string): string | null {
  if (/^https?:\/\//i.test(value)) {
    if (!isHttpUrl(value)) return 'BLOB_URL is not a valid URL';
    return new URL(value).searchParams.has('sig')
      ? null
      : 'BLOB_URL as an account URL needs a SAS token (…?sv=…&sig=…); or give a connection string';
  }
  const pairs = connectionStringPairs(value);
  if (pairs.get('usedevelopmentstorage') === 'true') return null;
  if (pairs.has('accountname') && pairs.has('accountkey')) return null;
  if (isHttpUrl(pairs.get('blobendpoint')) && pairs.has('sharedaccesssignature')) return null;
  return (
    'BLOB_URL must be an Azure Blob Storage connection string (AccountName=…;AccountKey=…, or ' +
    'BlobEndpoint=…;SharedAccessSignature=…) or an account URL with a SAS token'
  );
}

/** Azure's rule for a container's name: 3–63 lowercase letters, digits and single hyphens, not at the ends. */
export const CONTAINER_NAME = /^(?=.{3,63}$)[a-z0-9]+(-[a-z0-9]+)*$/;
