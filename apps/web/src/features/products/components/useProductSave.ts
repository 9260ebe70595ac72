import {
  productApi,
  tableSectionRoute,
  type ProductDetail,
  type ProductSection,
  type RouteBody,
  type SkuSection,
  type TableSectionRoute,
} from '@commerce/domain';
import { useRecordChange } from '../../../lib/resource-hooks.ts';
import { productResource } from '../../../resources/products.ts';

type ProductBody<Section extends ProductSection> = RouteBody<
  TableSectionRoute<typeof productApi, 'product', Section>
>;
type SkuBody<Section extends SkuSection> = RouteBody<TableSectionRoute<typeof productApi, 'sku', Section>>;

/**
 * Saves a section of the product against the version the page shows: a product-level section (written to
 * every SKU) or one SKU's, each body as productApi's section tables take it. Resolves with the product as
 * saved; a refusal rejects with the API's message.
 */
export function useProductSave(detail: ProductDetail) {
  const change = useRecordChange(productResource, detail.ProductCode);
  const code = detail.ProductCode;
  const version = detail.Version;
  return {
    pending: change.pending,
    product: <Section extends ProductSection>(section: Section, body: ProductBody<Section>) =>
      change.save(tableSectionRoute(productApi, 'product', section as ProductSection), {
        params: { code },
        body,
        version,
      }),
    sku: <Section extends SkuSection>(skuId: string, section: Section, body: SkuBody<Section>) =>
      change.save(tableSectionRoute(productApi, 'sku', section as SkuSection), {
        params: { code, id: skuId },
        body,
        version,
      }),
  };
}
