import type { ProductDetail, ProductSection, SkuSection } from '@commerce/domain';
import { useRecordChange } from '../../../lib/resource-hooks.ts';
import { productResource } from '../../../resources/products.ts';

/**
 * Saves a section of the product against the version the page shows: a product-level section (written to
 * every SKU) or one SKU's. Resolves with the product as saved; a refusal rejects with the API's message.
 */
export function useProductSave(detail: ProductDetail) {
  const change = useRecordChange(productResource, detail.ProductCode);
  return {
    pending: change.isPending,
    product: (section: ProductSection, body: unknown) =>
      change.mutateAsync({ route: `/${section}`, method: 'PUT', body, version: detail.Version }),
    sku: (skuId: string, section: SkuSection, body: unknown) =>
      change.mutateAsync({
        route: `/skus/${encodeURIComponent(skuId)}/${section}`,
        method: 'PUT',
        body,
        version: detail.Version,
      }),
  };
}
