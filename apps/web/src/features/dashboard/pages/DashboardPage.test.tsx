import { DASHBOARD_TEXTS, dashboardCard, shiftIsoDate, type OrdersCard } from '@commerce/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, testSession } from '../../../test/render.tsx';
import { DashboardPage } from './DashboardPage.tsx';

const days = Array.from({ length: 14 }, (_, index) => ({
  Date: shiftIsoDate('2026-12-07', index - 13),
  Shipments: index,
  Total: index * 10,
}));
const ordersCard: OrdersCard = {
  Scope: 'all',
  CanChooseScope: false,
  TakerID: null,
  Days: days,
  SameDayLastWeek: days[6]!,
};

function stubApi() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url.startsWith('/api/dashboard/orders')) return json(200, ordersCard);
      if (url === '/api/dashboard/activity')
        return json(200, {
          Items: [
            {
              ID: 1,
              At: '2026-12-07T15:00:00Z',
              ActorName: 'Claire Martin',
              Entity: 'redirect',
              EntityLabel: 'Redirect',
              EntityID: 'old-page',
              ActionLabel: 'Created',
            },
          ],
        });
      return json(500, {});
    }),
  );
  return asked;
}

const renderPage = (permissions: string[]) =>
  renderRoutes(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/profile', element: <p>The profile</p> },
      { path: '/orders', element: <p>The order search</p> },
    ],
    '/dashboard',
    testSession({ permissions }),
  );

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('the dashboard', () => {
  it('welcomes a user without any key, with the way to their profile, and asks for nothing', async () => {
    const asked = stubApi();
    const user = userEvent.setup();
    renderPage([]);
    expect(screen.getByText(DASHBOARD_TEXTS.welcome('Test'))).toBeInTheDocument();
    expect(screen.queryAllByRole('region')).toEqual([]);
    await user.click(screen.getByRole('link', { name: DASHBOARD_TEXTS.openProfile }));
    expect(await screen.findByText('The profile')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows only the cards the keys open', async () => {
    const asked = stubApi();
    renderPage(['misc-marketing']);
    const activity = await screen.findByRole('region', { name: dashboardCard('activity').title });
    expect(await within(activity).findByText('Redirect old-page: Created')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(asked).toEqual(['/api/dashboard/activity']);
  });

  it('links each number to the order search with the same filters, and gives the chart’s figures as a table', async () => {
    stubApi();
    const user = userEvent.setup();
    renderPage(['order-reader']);
    const orders = await screen.findByRole('region', { name: dashboardCard('orders').title });
    const today = await within(orders).findByRole('link', {
      name: `${DASHBOARD_TEXTS.ordersToday}: 13 shipments`,
    });
    expect(today).toHaveAttribute('href', '/orders?from=2026-12-07&to=2026-12-07');
    await user.click(within(orders).getByRole('button', { name: 'Show the figures' }));
    const table = within(orders).getByRole('table', {
      name: DASHBOARD_TEXTS.chartTable(DASHBOARD_TEXTS.ordersChart),
    });
    expect(within(table).getAllByRole('row')).toHaveLength(15);
    expect(within(table).getByRole('link', { name: '12' })).toHaveAttribute(
      'href',
      '/orders?from=2026-12-06&to=2026-12-06',
    );
    await user.click(today);
    expect(await screen.findByText('The order search')).toBeInTheDocument();
  });
});
