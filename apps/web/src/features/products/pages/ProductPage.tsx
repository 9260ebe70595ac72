import {
  defaultSkuOf,
  PRODUCT_TEXTS,
  PRODUCT_VIEWS,
  skuIdToShow,
  type ProductDetail,
  type ProductView,
} from '@commerce/domain';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router';
import { productResource } from '../../../resources/products.ts';
import { RecordLoading, RecordPage } from '../../../ui/record/RecordPage.tsx';
import { useRecord } from '../../../ui/record/useRecord.ts';
import { ProductMenu } from '../components/ProductMenu.tsx';
import { ProductSections } from '../components/ProductSections.tsx';
import { RelatedView } from '../components/RelatedView.tsx';
import { SkuSections } from '../components/SkuSections.tsx';
import { productPath } from '../paths.ts';

/** /products/{productCode}/{view}[/{id}] (spec 2 §2): an unknown product goes back to the list. */
export function ProductPage() {
  const { code = '', view = 'product', id } = useParams();
  const location = useLocation();
  const { record: product, notice } = useRecord(productResource, code, {
    leave: { to: '/products', failedText: PRODUCT_TEXTS.notFound },
  });
  if (!product) return <RecordLoading notice={notice} />;
  if (!(PRODUCT_VIEWS as readonly string[]).includes(view))
    return <Navigate to={productPath(code, 'product')} state={location.state} replace />;
  if (view === 'skus') {
    // A missing or unknown SKU opens the default SKU, else the first (skuIdToShow).
    const shown = skuIdToShow(product.Skus, id);
    if (shown !== id)
      return <Navigate to={productPath(code, 'skus', shown)} state={location.state} replace />;
  }
  return <ProductScreen key={code} detail={product} view={view as ProductView} skuId={id} />;
}

const DCF_LINKS = [
  ['Department', 'departments', 'CurrentDepartment'],
  ['Class', 'classes', 'CurrentClass'],
  ['Fineline', 'finelines', 'CurrentFineline'],
] as const;

function ProductScreen({
  detail,
  view,
  skuId,
}: {
  detail: ProductDetail;
  view: ProductView;
  skuId?: string;
}) {
  const state = useLocation().state as { list?: string } | null;
  const main = defaultSkuOf(detail)!;
  const sku = detail.Skus.find((one) => one.ID === skuId);
  return (
    <RecordPage
      title={detail.ProductCode}
      subtitle={main.xp.WebFacingProductTitle ?? main.Name}
      back={{ to: `/products${state?.list ?? ''}`, label: PRODUCT_TEXTS.backToProducts }}
      actions={
        detail.StorefrontUrl && (
          <Button
            href={detail.StorefrontUrl}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
          >
            {PRODUCT_TEXTS.viewOnStorefront}
          </Button>
        )
      }
      facts={<DcfLinks main={main} />}
      nav={<ProductMenu detail={detail} view={view} skuId={sku?.ID} state={state} />}
      main={
        <>
          {view === 'product' && <ProductSections detail={detail} />}
          {view === 'skus' && sku && <SkuSections key={sku.ID} detail={detail} sku={sku} />}
          {(view === 'related' || view === 'articles') && <RelatedView detail={detail} view={view} />}
        </>
      }
      history={{ entity: 'product', id: detail.ProductCode, version: detail.Version }}
    />
  );
}

/** The default SKU's department, class and fineline, each a link to its DCF page. */
function DcfLinks({ main }: { main: ProductDetail['Skus'][number] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mb: 2 }}>
      {DCF_LINKS.map(([label, type, field]) => {
        const value = main.xp[field];
        return (
          <Typography key={type} variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {label}:{' '}
            </Box>
            {value ? (
              <Link component={RouterLink} to={`/dcf/${type}/${encodeURIComponent(value)}`}>
                {value}
              </Link>
            ) : (
              'None'
            )}
          </Typography>
        );
      })}
    </Stack>
  );
}
