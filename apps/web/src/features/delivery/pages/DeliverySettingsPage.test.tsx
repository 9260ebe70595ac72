import { deliveryPageSections, sectionValue, starterBuyerXp, storeDateOf } from '@commerce/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_DEFAULTS } from '../../../lib/queryClient.ts';
import { json, renderRoutes, stubFetch, testSession } from '../../../test/render.tsx';
import { DeliverySettingsPage } from './DeliverySettingsPage.tsx';

const year = Number(storeDateOf().slice(0, 4));
const document = {
  ...starterBuyerXp(),
  HolidayDeliveryFees: [
    {
      deliveryFeeName: 'Christmas Eve',
      deliveryFeeDate: `${year + 1}-12-24`,
      deliveryFee: '14.99',
      active: true,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('/delivery', () => {
  it('reads every panel of the page in one request', async () => {
    const fetchMock = stubFetch(
      json(200, {
        Sections: deliveryPageSections.map((section) => ({
          Section: section.id,
          Label: section.label,
          Value: sectionValue(section, document),
          Version: 1,
        })),
      }),
    );
    // The app's cache: a section read a moment ago is not asked for again.
    const cache = new QueryClient({
      defaultOptions: { ...QUERY_DEFAULTS, queries: { ...QUERY_DEFAULTS.queries, retry: false } },
    });
    renderRoutes(
      [
        {
          path: '/delivery',
          element: (
            <QueryClientProvider client={cache}>
              <DeliverySettingsPage />
            </QueryClientProvider>
          ),
        },
      ],
      '/delivery',
      testSession({ permissions: ['delivery-reader'] }),
    );

    expect(await screen.findByText('Christmas Eve')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wired' })).toBeInTheDocument();
    expect(screen.getAllByText('Morning').length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const asked = new URL(String(fetchMock.mock.calls[0]![0]), window.location.origin);
    expect(asked.pathname).toBe('/api/settings/buyerxp');
    expect(asked.searchParams.get('sections')).toBe(
      deliveryPageSections.map((section) => section.id).join(','),
    );
  });
});
