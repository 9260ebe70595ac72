import {
  formatMoney,
  STOREFRONT_PAGE_SIZE,
  STOREFRONT_SORTS,
  STOREFRONT_TEXTS as T,
  type StorefrontDepartment,
  type StorefrontProduct,
  type StorefrontSort,
} from '@commerce/domain';
import { useEffect, useState } from 'react';
import { storeApi } from './api.ts';

type Page = { Items: StorefrontProduct[]; TotalCount: number };

/** The departments, asked once per page load: they change with the DCF settings, not while shopping. */
let departmentsOnce: Promise<StorefrontDepartment[]> | null = null;
const loadDepartments = () =>
  (departmentsOnce ??= storeApi<{ Items: StorefrontDepartment[] }>('/departments').then(
    (answer) => answer.Items,
    () => [],
  ));

const isSort = (value: string | null): value is StorefrontSort => !!value && value in STOREFRONT_SORTS;

/**
 * The product list: the search from the bar (`q`), a department (`dept`) and the order (`sort`) live in the
 * route's query, so a list can be linked to and Back returns to it; the page number is the list's own.
 */
export function BrowsePage({ params, onChange }: { params: URLSearchParams; onChange(next: string): void }) {
  const search = params.get('q') ?? '';
  const department = params.get('dept') ?? '';
  const sortParam = params.get('sort');
  const sort: StorefrontSort = isSort(sortParam) ? sortParam : 'name';
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Page | null>(null);
  const [departments, setDepartments] = useState<StorefrontDepartment[]>([]);
  useEffect(() => void loadDepartments().then(setDepartments), []);
  useEffect(() => setPage(1), [search, department, sort]);
  useEffect(() => {
    let live = true;
    const query = new URLSearchParams({ page: String(page), sort });
    if (search) query.set('search', search);
    if (department) query.set('department', department);
    storeApi<Page>(`/products?${query}`).then(
      (value) => live && setResult(value),
      () => live && setResult({ Items: [], TotalCount: 0 }),
    );
    return () => {
      live = false;
    };
  }, [search, department, sort, page]);
  const change = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    onChange(next.toString());
  };
  const departmentName = departments.find((entry) => entry.ID === department)?.Name;
  const pages = result ? Math.max(1, Math.ceil(result.TotalCount / STOREFRONT_PAGE_SIZE)) : 1;
  return (
    <section>
      <h1>{search ? `Results for “${search}”` : (departmentName ?? 'Shop')}</h1>
      <div className="filters">
        <label>
          {T.department}{' '}
          <select value={department} onChange={(event) => change('dept', event.target.value)}>
            <option value="">{T.allDepartments}</option>
            {departments.map((entry) => (
              <option key={entry.ID} value={entry.ID}>
                {entry.Name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {T.sortBy}{' '}
          <select value={sort} onChange={(event) => change('sort', event.target.value)}>
            {Object.entries(STOREFRONT_SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!result ? (
        <p>Loading…</p>
      ) : result.Items.length === 0 ? (
        <p>{T.noProducts}</p>
      ) : (
        <ul className="grid">
          {result.Items.map((product) => (
            <li key={product.ID} className="tile">
              <a href={`#/product/${encodeURIComponent(product.ProductCode)}`}>
                {product.Image ? <img src={product.Image} alt="" /> : <div className="noimage" />}
                <span className="name">{product.Name}</span>
              </a>
              <span className="price">{formatMoney(product.Price)}</span>
            </li>
          ))}
        </ul>
      )}
      <nav className="pager" aria-label="Pages">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </button>
      </nav>
    </section>
  );
}
