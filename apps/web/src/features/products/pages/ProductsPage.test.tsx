import { PRODUCT_TEXTS, type ListPage, type ProductFacets, type ProductListRow } from '@commerce/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, testSession } from '../../../test/render.tsx';
import { ProductsPage } from './ProductsPage.tsx';

const session = testSession({ permissions: ['product-reader'] });

const row: ProductListRow = {
  ID: '204440',
  Name: 'Aurora Birthday Bouquet - Deluxe',
  Active: true,
  Inventory: { QuantityAvailable: 0 },
  xp: {
    ProductCode: 'P10288',
    WebFacingProductTitle: 'Aurora Birthday Bouquet',
    Visible: true,
    OmsVisible: true,
    CurrentDepartment: 'Fresh Flowers',
    CurrentClass: 'Mixed Arrangements',
    CurrentFineline: 'Vase Arrangements',
    SafetyStock: 3,
    ReleaseDate1: null,
    ReleaseDate2: null,
    Price: { RetailPrice: 104.99, PromotionPrice: 89.99 },
    CodeB3: '9',
  },
};

function stubApi(rows: ProductListRow[] = [row]) {
  const searches: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [path, query = ''] = url.split('?');
      const params = new URLSearchParams(query);
      if (path === '/api/products') {
        searches.push(params);
        const page: ListPage<ProductListRow> = {
          Meta: {
            Page: 1,
            PageSize: 100,
            TotalCount: rows.length,
            TotalPages: 1,
            ItemRange: [1, rows.length],
          },
          Items: rows,
        };
        return json(200, page);
      }
      if (path === '/api/product-facets') {
        const facets: ProductFacets = {
          Departments: [{ Value: 'Fresh Flowers', Count: 1200 }],
          Classes: params.get('dept') ? [{ Value: 'Mixed Arrangements', Count: 140 }] : [],
          Finelines: params.get('cls') ? [{ Value: 'Vase Arrangements', Count: 49 }] : [],
        };
        return json(200, facets);
      }
      if (path === '/api/product-categories') return json(200, { Items: [] });
      if (path === '/api/saved-views') return json(200, { Items: [] });
      throw new Error(`Unexpected ${url}`);
    }),
  );
  return searches;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const renderPage = (entry: string) =>
  renderRoutes(
    [
      {
        path: '/products',
        element: (
          <>
            <ProductsPage />
            <Where />
          </>
        ),
      },
      { path: '/products/:code/:view/:id', element: <Where /> },
    ],
    entry,
    session,
  );

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('the product list', () => {
  it('shows a SKU with the spec’s columns, infinite stock as Infinite', async () => {
    stubApi();
    renderPage('/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    await within(table).findByText('204440');
    const cells = within(table).getAllByRole('row')[1]!;
    for (const text of [
      '204440',
      'P10288',
      'Aurora Birthday Bouquet - Deluxe',
      '$104.99',
      '$89.99',
      'Infinite',
    ])
      expect(within(cells).getByText(text)).toBeInTheDocument();
  });

  it('drills department → class → fineline into the URL and the API query, and back', async () => {
    const searches = stubApi();
    const user = userEvent.setup();
    renderPage('/products');
    const drill = await screen.findByRole('navigation', { name: 'Department, class and fineline' });
    await user.click(await within(drill).findByRole('button', { name: 'Fresh Flowers (1,200)' }));
    await user.click(await within(drill).findByRole('button', { name: 'Mixed Arrangements (140)' }));
    await user.click(await within(drill).findByRole('button', { name: 'Vase Arrangements (49)' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/products?dept=Fresh+Flowers&cls=Mixed+Arrangements&fnln=Vase+Arrangements',
    );
    await waitFor(() => expect(searches.at(-1)!.get('xp.CurrentFineline')).toBe('Vase Arrangements'));
    expect(searches.at(-1)!.get('xp.CurrentDepartment')).toBe('Fresh Flowers');
    await user.click(within(drill).getByRole('button', { name: 'Fresh Flowers' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/products\?dept=Fresh\+Flowers$/);
  });

  it('opens a row’s SKU', async () => {
    stubApi();
    const user = userEvent.setup();
    renderPage('/products?bucket=1&flags=featured,nostock');
    await user.click(await screen.findByText('204440'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/products\/P10288\/skus\/204440$/);
  });

  it('sends bucket and flags to the API, and shows the spec’s empty text', async () => {
    const searches = stubApi([]);
    renderPage('/products?bucket=2&flags=featured,nostock&status=active');
    expect(await screen.findByText(PRODUCT_TEXTS.noProducts)).toBeInTheDocument();
    expect(searches[0]!.get('Bucket')).toBe('2');
    expect(searches[0]!.get('Flags')).toBe('featured|nostock');
    expect(searches[0]!.get('Active')).toBe('true');
  });
});
