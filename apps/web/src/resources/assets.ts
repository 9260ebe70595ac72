import { assetApi } from '@commerce/domain';
import type { Asset } from '@commerce/domain';
import { ASSET_PAGE_SIZE, CSRF_HEADER } from '@commerce/domain';
import { ApiError } from '../lib/api.ts';
import { defineResource } from '../lib/resource.ts';

/** The asset library: shared by categories, products, stores and events. */
export const assetResource = defineResource(assetApi, {
  name: 'assets',
  versionOf: () => 1,
  idOf: (asset) => asset.ID,
});

/** One page of the library: 24, newest first, searched by title, optionally of one description. */
export const assetPageOptions = (params: { page: number; search: string; description?: string }) =>
  assetResource.listOptions({
    page: String(params.page),
    pageSize: String(ASSET_PAGE_SIZE),
    search: params.search,
    ...(params.description ? { Description: params.description } : {}),
  });

/**
 * Uploads one image with its progress (fetch reports none for uploads, so this is an XMLHttpRequest): the
 * description the context gives it travels as a field before the file. Resolves with the new asset.
 */
export function uploadAsset(
  file: File,
  options: { description?: string; onProgress?(fraction: number): void; signal?: AbortSignal },
): Promise<Asset> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const body = new FormData();
    if (options.description) body.append('description', options.description);
    body.append('files', file, file.name);
    request.open('POST', '/api/assets');
    request.setRequestHeader(CSRF_HEADER, '1');
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        /* not JSON */
      }
      if (request.status === 201) {
        resolve((parsed as { Items: Asset[] }).Items[0]!);
        return;
      }
      const errors = (parsed as { Errors?: ApiError['errors'] } | null)?.Errors ?? [
        { ErrorCode: 'Http', Message: request.statusText || 'The upload failed.' },
      ];
      reject(new ApiError(request.status, errors));
    };
    request.onerror = () => reject(new ApiError(0, [{ ErrorCode: 'Http', Message: 'The upload failed.' }]));
    options.signal?.addEventListener('abort', () => request.abort());
    request.onabort = () => reject(new ApiError(0, [{ ErrorCode: 'Aborted', Message: 'Cancelled.' }]));
    request.send(body);
  });
}
