import type { ListPage, OrderListItem } from '@commerce/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, testSession } from '../../../test/render.tsx';
import { OrdersPage } from './OrdersPage.tsx';

const reader = testSession({ permissions: ['order-reader'] });
const session = {
  ...reader,
  session: { ...reader.session!, User: { ...reader.session!.User, ID: 'lhansen' } },
};

const row: OrderListItem = {
  ID: 'BO101-1',
  OrderID: 'BO101',
  DateSubmitted: '2026-03-14T04:30:00.000Z',
  FromUserID: '100002',
  FromUser: { FirstName: 'Bob', LastName: 'Vang', Email: 'bob@example.com' },
  Recipient: { FirstName: 'Mai', LastName: 'Lee', CompanyName: null, Street1: null, City: null, Zip: null },
  OrderTaker: { ID: 'lhansen', FirstName: 'Linda', LastName: 'Hansen' },
  DeliveryMethod: 'LocalDelivery',
  DestinationType: 'Residence',
  DeliveryDate: '2026-03-15',
  TimePreference: 'AM',
  PrintAtStore: '05',
  TrackingNumber: null,
  Status: 'Customer Servic',
  NetsuiteStatus: 'failure',
  NetsuiteTimeStamp: null,
  EagleStatus: 'missing',
  EagleTimeStamp: null,
};
const page: ListPage<OrderListItem> = {
  Meta: { Page: 1, PageSize: 100, TotalCount: 1, TotalPages: 1, ItemRange: [1, 1] },
  Items: [row],
};

/** The API: the search's pages (the queries asked are kept), the store choices and the saved views. */
function stubApi() {
  const searches: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [path, query = ''] = url.split('?');
      if (path === '/api/orders') {
        searches.push(new URLSearchParams(query));
        return json(200, page);
      }
      if (path === '/api/order-stores') return json(200, { Items: [{ Code: '05', Name: 'Eden Prairie' }] });
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
        path: '/orders',
        element: (
          <>
            <OrdersPage />
            <Where />
          </>
        ),
      },
      { path: '/orders/:id', element: <Where /> },
    ],
    entry,
    session,
  );

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('the order search', () => {
  it('searches by the taker of the URL (the profile’s View All) and shows the row as staff read it', async () => {
    const searches = stubApi();
    renderPage('/orders?taker=lhansen');
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByText('BO101');
    const cells = within(table).getAllByRole('row')[1]!;
    for (const text of ['Bob Vang', 'Mai Lee', 'Local Delivery', 'Customer Service', 'Fail', 'Missing']) {
      expect(within(cells).getByText(text)).toBeInTheDocument();
    }
    expect(searches[0]!.get('OrderTakerID')).toBe('lhansen');
    expect(searches[0]!.get('sortBy')).toBe('!DateSubmitted');
  });

  it('counts on the Filter button only the filters it sends (a hand-edited value is left out)', async () => {
    const searches = stubApi();
    renderPage('/orders?taker=lhansen&netsuite=!*');
    await within(await screen.findByRole('table', { name: 'Orders' })).findByText('BO101');
    expect(searches[0]!.get('OrderTakerID')).toBe('lhansen');
    expect(searches[0]!.has('NetsuiteStatus')).toBe(false);
    expect(screen.getByRole('button', { name: /Filter/ })).toHaveTextContent(/^1Filter$/);
  });

  it('clears the other NetSuite choices when Missing is chosen, and the other way round', async () => {
    const searches = stubApi();
    const user = userEvent.setup();
    renderPage('/orders');
    await screen.findByText('BO101');
    await user.click(screen.getByRole('button', { name: /Filter/ }));
    const netsuite = () => screen.getByRole('combobox', { name: 'NetSuite' });

    await user.click(netsuite());
    await user.click(screen.getByRole('option', { name: 'Success' }));
    await user.click(screen.getByRole('option', { name: 'Fail' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/orders?netsuite=success%2Cfailure');
    await user.click(screen.getByRole('option', { name: 'Missing' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/orders?netsuite=missing');
    expect(screen.getByRole('option', { name: 'Success' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('option', { name: 'Missing' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(searches.at(-1)!.get('NetsuiteStatus')).toBe('!*'));

    await user.click(screen.getByRole('option', { name: 'Skipped' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/orders?netsuite=skipped');
    await waitFor(() => expect(searches.at(-1)!.get('NetsuiteStatus')).toBe('skipped'));

    // Two clicks before the URL has come back: the second builds on the first.
    act(() => {
      fireEvent.click(screen.getByRole('option', { name: 'Success' }));
      fireEvent.click(screen.getByRole('option', { name: 'Fail' }));
    });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/orders?netsuite=skipped%2Csuccess%2Cfailure'),
    );
  });

  it('asks again on Refresh and opens a row’s order', async () => {
    const searches = stubApi();
    const user = userEvent.setup();
    renderPage('/orders?status=Processing,New');
    await screen.findByText('BO101');
    expect(searches[0]!.get('Status')).toBe('Processing|New');
    const before = searches.length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(searches.length).toBe(before + 1));
    await user.click(screen.getByText('BO101'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/orders\/BO101$/);
  });
});
