import { BULK_JOB_TYPES, productListSpec, type ProductListRow } from '@commerce/domain';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import {
  productCategoryOptions,
  productFacetsOptions,
  productResource,
} from '../../../resources/products.ts';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useListView } from '../../../ui/list/useListView.ts';
import { DcfDrillDown } from '../components/DcfDrillDown.tsx';
import { ProductImageUpload } from '../components/ProductImageUpload.tsx';

const options = (values: { Value: string; Count: number }[] | undefined) =>
  (values ?? []).map((facet) => ({ value: facet.Value, label: `${facet.Value} (${facet.Count})` }));

/**
 * /products (spec 2 §2): one row per SKU with search, status, bucket, flags, category and the department →
 * class → fineline drill-down with its counts, all in the URL; a row opens its SKU, carrying this list's
 * query for the product page's back link.
 */
export function ProductsPage() {
  const view = useListView(productListSpec, productResource);
  const location = useLocation();
  const { filters, setFilters } = view.list;
  const dept = filters.dept ?? '';
  const cls = filters.cls ?? '';
  const facets = useQuery(productFacetsOptions(dept, cls));
  const categories = useQuery(productCategoryOptions());
  const canBulk = useCan('product-bulk');
  const canImages = useCan('product-images');
  return (
    <ListPanel
      view={view}
      header={
        <DcfDrillDown
          value={{ dept, cls, fnln: filters.fnln ?? '' }}
          onChange={(next) => setFilters({ dept: next.dept, cls: next.cls, fnln: next.fnln })}
        />
      }
      getRowId={(row: ProductListRow) => row.ID}
      rowLink={(row) =>
        `/products/${encodeURIComponent(row.xp.ProductCode)}/skus/${encodeURIComponent(row.ID)}`
      }
      rowLinkState={{ list: location.search }}
      actions={
        <>
          {canImages && <ProductImageUpload />}
          {canBulk && (
            <Button component={RouterLink} to="/bulk-operations">
              {BULK_JOB_TYPES.bulkupdateproducts.label}
            </Button>
          )}
        </>
      }
      filterOptions={{
        dept: options(facets.data?.Departments),
        cls: options(facets.data?.Classes),
        fnln: options(facets.data?.Finelines),
        category: (categories.data ?? []).map((category) => ({
          value: category.ID,
          label: `${category.Name} (${category.ID})`,
        })),
      }}
    />
  );
}
