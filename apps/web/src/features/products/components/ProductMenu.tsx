import { PRODUCT_TEXTS, PRODUCT_VIEW_LABELS, type ProductDetail, type ProductView } from '@commerce/domain';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { productPath } from '../paths.ts';

/**
 * The product page's left menu (spec 2 §2): Product; SKUs with their count, expanding to each SKU (name,
 * ID, DEFAULT); Bachman's Suggests; Related Articles. Links keep the list's state for the back link.
 */
export function ProductMenu({
  detail,
  view,
  skuId,
  state,
}: {
  detail: ProductDetail;
  view: ProductView;
  skuId?: string;
  state: unknown;
}) {
  const code = detail.ProductCode;
  const item = (target: ProductView, label: string, extra?: ReactNode) => (
    <ListItemButton
      component={RouterLink}
      to={productPath(code, target)}
      state={state}
      selected={view === target && target !== 'skus'}
      aria-current={view === target ? 'page' : undefined}
    >
      <ListItemText primary={label} />
      {extra}
    </ListItemButton>
  );
  return (
    <Paper variant="outlined" component="nav" aria-label="Product sections">
      <List component="div" disablePadding>
        {item('product', PRODUCT_VIEW_LABELS.product)}
        {item(
          'skus',
          PRODUCT_VIEW_LABELS.skus,
          <Chip size="small" label={detail.Skus.length} aria-label={`${detail.Skus.length} SKUs`} />,
        )}
        <List component="div" disablePadding aria-label="SKUs">
          {detail.Skus.map((sku) => (
            <ListItemButton
              key={sku.ID}
              component={RouterLink}
              to={productPath(code, 'skus', sku.ID)}
              state={state}
              selected={view === 'skus' && skuId === sku.ID}
              aria-current={view === 'skus' && skuId === sku.ID ? 'page' : undefined}
              sx={{ pl: 4 }}
            >
              <ListItemText primary={sku.Name} secondary={sku.ID} />
              {sku.xp.IsDefaultProduct && (
                <Chip size="small" color="primary" label={PRODUCT_TEXTS.defaultChip} sx={{ ml: 1 }} />
              )}
            </ListItemButton>
          ))}
        </List>
        {item('related', PRODUCT_VIEW_LABELS.related)}
        {item('articles', PRODUCT_VIEW_LABELS.articles)}
      </List>
    </Paper>
  );
}
