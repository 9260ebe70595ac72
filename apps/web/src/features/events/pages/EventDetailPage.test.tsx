import { EVENT_LOOKUP_RETRY_DELAY_MS, EVENT_TEXTS, type EventDetail, type EventSku } from '@commerce/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, testSession } from '../../../test/render.tsx';
import { EventDetailPage } from './EventDetailPage.tsx';

const sku = (id: string, isDefault: boolean, date: string): EventSku => ({
  ID: id,
  Name: `Wreath ${date}`,
  Active: true,
  Inventory: { QuantityAvailable: 10 },
  xp: {
    IsDefaultProduct: isDefault,
    Visible: true,
    SpecsOptions: { Size: '10:00 AM - 11:30 AM', Color: date },
    WebFacingProductTitle: 'Wreath',
    SEO: { MetaTitle: 'Wreath', MetaDescription: 'Make one' },
  },
  Price: { RetailPrice: 45, PromotionPrice: null },
  Version: 1,
});

const event = (changes: Partial<EventDetail['xp']> = {}, more: Partial<EventDetail> = {}): EventDetail => ({
  ID: 'WS100',
  Name: 'Wreath Workshop',
  Active: true,
  Description: '<p>Make a wreath.</p>',
  DefaultPriceScheduleID: 'WS100',
  QuantityMultiplier: 1,
  Inventory: { QuantityAvailable: 10 },
  xp: {
    ProductCode: 'WS100',
    IsDefaultProduct: true,
    WebFacingProductTitle: 'Wreath Workshop',
    DateDisplay: 'December 1',
    Type: 'WorkshopsEvents_TicktedEvents_FloralDesign',
    SEO: { Title: 'Wreaths', Keywords: '', Description: 'Make one' },
    ReleaseDate1: '2026-11-01T00:00:00.000Z',
    ReleaseDate2: '2026-12-02T00:00:00.000Z',
    Visible: true,
    WebVisible: true,
    OmsVisible: true,
    IsWorkShopEvent: true,
    IsWorkshop: true,
    EventDateTimes: [],
    LocationID: 'Store-1',
    Location: { ID: 'Store-1', CompanyName: 'Lyndale', City: 'Minneapolis', State: 'MN', Country: 'US' },
    Room: null,
    Related: [],
    CancellationOrPolicies: null,
    TicketInformation: null,
    DescriptionOverflow: null,
    Contentful: { Images: [] },
    ...changes,
  },
  TypeName: 'Floral Design',
  Skus: [sku('WS100', true, '2026-12-01'), sku('WS100-2', false, '2026-12-02')],
  RelatedEvents: [],
  Version: 3,
  ...more,
});

/** The API: the event, a slot toggle answering `toggle`, the History. */
function stubApi(detail: EventDetail, toggle: () => Response = () => json(500, {})) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url });
      const code = detail.xp.ProductCode;
      if (url === `/api/events/${code}` && method === 'GET') return json(200, detail);
      if (url.includes('/slots/') && method === 'PATCH') return toggle();
      if (url.startsWith('/api/audit/event/')) return json(200, { Items: [], NextBefore: null, Names: {} });
      throw new Error(`Unexpected ${method} ${url}`);
    }),
  );
  return calls;
}

const renderPage = (code: string, held: string[]) =>
  renderRoutes(
    [
      { path: '/events/:code', element: <EventDetailPage /> },
      { path: '/events', element: <p>The list</p> },
    ],
    `/events/${code}`,
    testSession({ permissions: held }),
  );

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('the event page', () => {
  it('shows every section; a ticketed event has its slots and no Delete', async () => {
    stubApi(event());
    renderPage('WS100', ['events-reader', 'events-delete']);
    expect(await screen.findByRole('heading', { name: 'Wreath Workshop', level: 1 })).toBeInTheDocument();
    for (const title of [
      EVENT_TEXTS.basicInfo,
      EVENT_TEXTS.visibility,
      EVENT_TEXTS.location,
      EVENT_TEXTS.image,
      EVENT_TEXTS.description,
      EVENT_TEXTS.policies,
      EVENT_TEXTS.ticketInformation,
      EVENT_TEXTS.datesAndTimes,
      EVENT_TEXTS.relatedEvents,
    ]) {
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByText('Floral Design')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    // A reader edits nothing.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('asks before leaving while a section holds an unsaved edit', async () => {
    stubApi(event());
    const user = userEvent.setup();
    const router = renderPage('WS100', ['events-reader', 'events-admin']);
    const location = await screen.findByRole('form', { name: EVENT_TEXTS.location });
    await user.click(within(location).getByRole('button', { name: 'Edit' }));
    await user.type(within(location).getByRole('textbox', { name: EVENT_TEXTS.room }), 'Greenhouse');
    void router.navigate('/events');
    // A busy machine takes more than findBy's second to draw the dialog.
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/events/WS100');
  });

  it('switches a slot at once and sets it back when the save fails; the default slot is not switchable', async () => {
    const calls = stubApi(event());
    const user = userEvent.setup();
    renderPage('WS100', ['events-reader', 'events-visibility']);
    const slots = await screen.findByRole('table', { name: 'Slots' });
    const [main, second] = within(slots).getAllByRole('switch');
    expect(main).toBeDisabled();
    expect(second).toBeChecked();
    await user.click(second!);
    await waitFor(() => expect(calls.map((c) => c.method)).toContain('PATCH'));
    expect(await screen.findByText(EVENT_TEXTS.toggleFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(second).toBeChecked());
    expect(calls).toContainEqual({ method: 'PATCH', url: '/api/events/WS100/slots/WS100-2/visibility' });
  });

  it('offers Delete for an inactive hidden free event and refuses an end date before the launch', async () => {
    const free = event(
      {
        ProductCode: 'FEV000001',
        IsWorkShopEvent: false,
        Visible: false,
        Type: null,
        LocationID: null,
        Location: null,
      },
      { ID: 'FEV000001', Active: false, Skus: [], TypeName: null },
    );
    stubApi(free);
    const user = userEvent.setup();
    renderPage('FEV000001', ['events-reader', 'events-delete', 'events-visibility']);
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByText('Minneapolis, MN, US (default)')).toBeInTheDocument();
    const visibility = screen.getByRole('heading', { name: EVENT_TEXTS.visibility }).closest('form')!;
    await user.click(within(visibility).getByRole('button', { name: 'Edit' }));
    expect(within(visibility).getByText(EVENT_TEXTS.cannotActivateHint)).toBeInTheDocument();
    const end = within(visibility).getByLabelText(EVENT_TEXTS.endDate);
    await user.clear(end);
    await user.type(end, '2026-10-01');
    expect(await within(visibility).findByText('End date cannot be before start date.')).toBeInTheDocument();
    expect(within(visibility).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('looks a missing event up once more after 6 seconds', async () => {
    const answers = [json(404, { Errors: [{ ErrorCode: 'NotFound', Message: 'The event was not found.' }] })];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url === '/api/events/WS100') return answers.shift() ?? json(200, event());
        if (url.startsWith('/api/audit/event/')) return json(200, { Items: [], NextBefore: null, Names: {} });
        throw new Error(`Unexpected ${url}`);
      }),
    );
    const lookups = () => calls.filter((url) => url === '/api/events/WS100').length;
    // The six seconds pass on a fake clock; the rest of the page's timers run as they would.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage('WS100', ['events-reader']);
      expect(await screen.findByText(EVENT_TEXTS.retrying)).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(EVENT_LOOKUP_RETRY_DELAY_MS - 500);
      expect(lookups()).toBe(1);
      await vi.advanceTimersByTimeAsync(500);
      expect(await screen.findByRole('heading', { name: 'Wreath Workshop', level: 1 })).toBeInTheDocument();
      expect(lookups()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
