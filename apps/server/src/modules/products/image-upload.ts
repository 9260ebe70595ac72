import {
  ASSET_DESCRIPTIONS,
  imageTargetName,
  PRODUCT_IMAGE_TEXTS,
  type ProductImageResult,
} from '@commerce/domain';
import type { FastifyRequest } from 'fastify';
import type { ServingDeps } from '../../app-deps.ts';
import { shownFileName } from '../../http/uploads.ts';
import { actorOf } from '../../http/principal.ts';
import { recordAssets, uploadImages } from '../assets/public.ts';
import { attachProductImages, imageTargets } from './service.ts';

/**
 * Upload Product Images (C-11): the request's images go through the asset library's upload (each checked:
 * a damaged, mislabelled, empty or oversized file refuses the request), and each is added to the SKUs its
 * name is. A file whose name is no SKU ID or product code is reported and never stored, so the library
 * does not fill with images nothing uses. Results come in the files' order.
 */
export async function uploadProductImages(
  deps: ServingDeps,
  request: FastifyRequest,
): Promise<ProductImageResult[]> {
  const db = deps.database.db;
  const actor = actorOf(request);
  const targetOf = (fileName: string) => imageTargetName(shownFileName(fileName));
  const files: { name: string; matched: boolean }[] = [];
  const attached = await uploadImages({
    db,
    storage: deps.assetStorage,
    request,
    keep: async (fileName) => {
      const name = targetOf(fileName);
      const matched = (await imageTargets(db, name)).length > 0;
      files.push({ name, matched });
      return matched;
    },
    record: async (tx, stored) => {
      if (stored.length === 0) return [];
      const assets = await recordAssets(tx, actor, stored, { description: ASSET_DESCRIPTIONS.product });
      return attachProductImages(
        tx,
        actor,
        assets.map((asset, index) => ({
          Name: targetOf(stored[index]!.originalName),
          Asset: { id: asset.ID, title: asset.Title, url: asset.Url },
        })),
      );
    },
  });
  const results = attached.values();
  return files.map(({ name, matched }) =>
    matched ? results.next().value! : { Name: name, SkuIDs: [], Error: PRODUCT_IMAGE_TEXTS.noMatch(name) },
  );
}
