import type { ProductView } from '@commerce/domain';

/** A view of the product page: /products/{productCode}/{view}[/{id}]. */
export const productPath = (code: string, view: ProductView, id?: string) =>
  `/products/${encodeURIComponent(code)}/${view}${id ? `/${encodeURIComponent(id)}` : ''}`;
