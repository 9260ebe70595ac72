import {
  categoryProductsRoute,
  colorTableRoute,
  feeChoicesRoute,
  productApi,
  productCategoriesRoute,
  productFacetsRoute,
  productImagesRoute,
  productLookupRoute,
  type ProductImageResult,
} from '@commerce/domain';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { defineResource } from '../lib/resource.ts';
import { pagesKey, recordQuery, resourceQuery, routeKey } from '../lib/route-query.ts';
import { categoryResource } from './categories.ts';

/** Products: the list has one row per SKU; a record is a product (its code) with all its SKUs. */
export const productResource = defineResource(productApi, {
  name: 'products',
  versionOf: (detail) => detail.Version,
  idOf: (detail) => detail.ProductCode,
});

/** The drill-down: departments, the classes of `dept`, the finelines of `dept` and `cls`, with counts. */
export const productFacetsOptions = (dept: string, cls: string) =>
  queryOptions({
    ...resourceQuery(productResource, productFacetsRoute, {
      query: { ...(dept ? { dept } : {}), ...(dept && cls ? { cls } : {}) },
    }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Categories products can be assigned to: every leaf, or the first matches of a search. */
export const productCategoryOptions = (search = '', pageSize = 10) =>
  queryOptions({
    ...resourceQuery(productResource, productCategoriesRoute, {
      query: search ? { search, pageSize: String(pageSize) } : {},
    }),
    select: (page) => page.Items,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The assembly and placement fees staff choose from. */
export const feeChoicesOptions = () =>
  queryOptions({ ...resourceQuery(productResource, feeChoicesRoute), select: (page) => page.Items });

/** The products assigned to a category (their default SKUs). */
export const categoryProductsOptions = (categoryId: string) =>
  queryOptions({
    ...recordQuery(categoryResource, categoryId, categoryProductsRoute, { params: { id: categoryId } }),
    select: (page) => page.Items,
  });

/** Products for pickers, page by page (25 a page, infinite scroll). */
export const productLookupOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: pagesKey(routeKey(productLookupRoute, { query: { search } }, productResource)),
    queryFn: ({ pageParam, signal }) =>
      call(productLookupRoute, { query: { ...(search ? { search } : {}), page: String(pageParam) }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.HasMore ? pages.length + 1 : undefined),
  });

/** The colour table (colour name → colour code or image URL). */
export const colorTableOptions = () =>
  queryOptions({
    ...resourceQuery(productResource, colorTableRoute),
    select: (page) => page.Items,
    staleTime: 60_000,
  });

/** The first page of products matching a search (a picker's choices). */
export const productLookupOptionsPage = (search: string) =>
  queryOptions({
    ...resourceQuery(productResource, productLookupRoute, { query: { search } }),
    placeholderData: keepPreviousData,
  });

/**
 * Uploads one product image (C-11): the server keeps it in the asset library and adds it to the SKUs its
 * name is, or reports that the name matches none (and keeps nothing).
 */
export async function uploadProductImage(file: File): Promise<ProductImageResult> {
  const body = new FormData();
  body.append('files', file, file.name);
  const answer = await call(productImagesRoute, { body });
  return answer.Items[0]!;
}
