import { productApi } from '@commerce/domain';
import type {
  Color,
  FeeChoice,
  ProductFacets,
  ProductLookupItem,
  ProductLookupPage,
  ProductImageResult,
} from '@commerce/domain';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { defineResource } from '../lib/resource.ts';
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
    queryKey: productResource.keys.extra('facets', dept, cls),
    queryFn: ({ signal }) =>
      api<ProductFacets>('/product-facets', {
        query: { ...(dept ? { dept } : {}), ...(dept && cls ? { cls } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export interface CategoryOption {
  ID: string;
  Name: string;
}

/** Categories products can be assigned to: every leaf, or the first matches of a search. */
export const productCategoryOptions = (search = '', pageSize = 10) =>
  queryOptions<CategoryOption[]>({
    queryKey: productResource.keys.extra('categories', search, pageSize),
    queryFn: ({ signal }) =>
      api<{ Items: CategoryOption[] }>('/product-categories', {
        query: search ? { search, pageSize: String(pageSize) } : {},
        signal,
      }).then((page) => page.Items),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The assembly and placement fees staff choose from. */
export const feeChoicesOptions = () =>
  queryOptions({
    queryKey: productResource.keys.extra('fees'),
    queryFn: ({ signal }) => api<{ Items: FeeChoice[] }>('/fees', { signal }).then((page) => page.Items),
  });

/** The products assigned to a category (their default SKUs). */
export const categoryProductsOptions = (categoryId: string) =>
  queryOptions({
    queryKey: categoryResource.keys.part(categoryId, 'products'),
    queryFn: ({ signal }) =>
      api<{ Items: ProductLookupItem[] }>(`/categories/${encodeURIComponent(categoryId)}/products`, {
        signal,
      }).then((page) => page.Items),
  });

/** Products for pickers, page by page (25 a page, infinite scroll). */
export const productLookupOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: productResource.keys.extra('lookup', search),
    queryFn: ({ pageParam, signal }) =>
      api<ProductLookupPage>('/product-lookup', {
        query: { ...(search ? { search } : {}), page: String(pageParam) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.HasMore ? pages.length + 1 : undefined),
  });

/** The colour table (colour name → colour code or image URL). */
export const colorTableOptions = () =>
  queryOptions({
    queryKey: productResource.keys.extra('colors'),
    queryFn: ({ signal }) => api<{ Items: Color[] }>('/colors', { signal }).then((page) => page.Items),
    staleTime: 60_000,
  });

/** The first page of products matching a search (a picker's choices). */
export const productLookupOptionsPage = (search: string) =>
  queryOptions<ProductLookupPage>({
    queryKey: productResource.keys.extra('lookup-first', search),
    queryFn: ({ signal }) => api<ProductLookupPage>('/product-lookup', { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Uploads one product image (C-11): the server keeps it in the asset library and adds it to the SKUs its
 * name is, or reports that the name matches none (and keeps nothing).
 */
export async function uploadProductImage(file: File): Promise<ProductImageResult> {
  const body = new FormData();
  body.append('files', file, file.name);
  const answer = await api<{ Items: ProductImageResult[] }>('/product-images', { method: 'POST', body });
  return answer.Items[0]!;
}
