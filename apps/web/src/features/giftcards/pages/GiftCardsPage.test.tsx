import { GIFT_CARD_TEXTS, type GiftCardListItem, type ListPage } from '@commerce/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, testSession } from '../../../test/render.tsx';
import { GiftCardsPage } from './GiftCardsPage.tsx';

const card = (id: string): GiftCardListItem => ({
  id,
  BatchPosition: 'B1-0001',
  PinEnabled: true,
  WebGenerated: false,
  DateCreated: '2026-03-14T04:30:00.000Z',
});
const page: ListPage<GiftCardListItem> = {
  Meta: { Page: 1, PageSize: 100, TotalCount: 2, TotalPages: 1, ItemRange: [1, 2] },
  Items: [card('6045000000000001'), card('6045000000000002')],
};
const settings = {
  Section: 'gift-card-settings',
  Label: 'Gift Card Settings',
  Value: {
    ThresholdSetting: { GiftcardThresholdLimit: 5, EGiftcardThresholdLimit: 3 },
    PurchaseSetting: { MinPurchaseAmt: 10, MaxPurchaseAmt: 500 },
  },
  Version: 1,
};

/** The API: the list, the count, the settings, the saved views; deletes are kept. */
function stubApi() {
  const deletes: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const [path] = url.split('?');
      if (path === '/api/giftcards') return json(200, page);
      if (path === '/api/giftcards/summary') return json(200, { Available: 2 });
      if (path === '/api/settings/buyerxp/gift-card-settings') return json(200, settings);
      if (path === '/api/saved-views') return json(200, { Items: [] });
      if (path === '/api/giftcards/delete') {
        const body = JSON.parse(String(init?.body)) as { IDs: string[] };
        deletes.push(body);
        return json(200, { Succeeded: body.IDs, Failed: [], Items: [] });
      }
      throw new Error(`Unexpected ${url}`);
    }),
  );
  return deletes;
}

const show = (permissions: string[]) =>
  renderRoutes(
    [{ path: '/giftcards', element: <GiftCardsPage /> }],
    '/giftcards',
    testSession({ permissions }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('/giftcards', () => {
  it('shows the cards, their count and the actions of every key; Delete with none selected says so', async () => {
    stubApi();
    const user = userEvent.setup({ delay: null });
    show(['giftcards-reader', 'giftcards-upload', 'giftcards-delete', 'giftcards-settings']);
    expect(await screen.findByText('6045000000000001')).toBeInTheDocument();
    expect(await screen.findByText(GIFT_CARD_TEXTS.available(2))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: GIFT_CARD_TEXTS.upload })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: GIFT_CARD_TEXTS.generate })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    // The first toast of a worker loads notistack (ToastProvider), more than findBy's second on a busy machine.
    expect(await screen.findByText(GIFT_CARD_TEXTS.noneSelected, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('deletes a selection once confirmed as permanent', async () => {
    const deletes = stubApi();
    const user = userEvent.setup({ delay: null });
    show(['giftcards-reader', 'giftcards-delete']);
    const row = (await screen.findByText('6045000000000002')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: GIFT_CARD_TEXTS.deleteTitle });
    expect(dialog).toHaveTextContent(GIFT_CARD_TEXTS.deleteMessage(1));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('1 gift card deleted.')).toBeInTheDocument();
    expect(deletes).toEqual([{ Action: 'delete', IDs: ['6045000000000002'] }]);
  });

  it('asks before leaving while the settings hold an unsaved edit', async () => {
    stubApi();
    const user = userEvent.setup({ delay: null });
    const router = renderRoutes(
      [
        { path: '/giftcards', element: <GiftCardsPage /> },
        { path: '/elsewhere', element: <p>Elsewhere</p> },
      ],
      '/giftcards',
      testSession({ permissions: ['giftcards-reader', 'giftcards-settings'] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Gift Card Settings' }));
    const max = screen.getByRole('spinbutton', { name: GIFT_CARD_TEXTS.maxPurchase });
    await user.clear(max);
    await user.type(max, '600');
    void router.navigate('/elsewhere');
    // A busy machine takes more than findBy's second to draw the dialog.
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/giftcards');
  });

  it('offers a reader no actions and no selection', async () => {
    stubApi();
    show(['giftcards-reader']);
    expect(await screen.findByText('6045000000000001')).toBeInTheDocument();
    for (const name of [GIFT_CARD_TEXTS.upload, GIFT_CARD_TEXTS.generate, 'Delete']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Edit Gift Card Settings' })).toBeNull();
  });
});
