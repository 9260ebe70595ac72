import { GIFT_CARD_TEXTS } from '@commerce/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderInApp, stubFetch, testSession } from '../../../test/render.tsx';
import { GenerateDialog } from './GenerateDialog.tsx';
import { GiftCardSettingsPanel } from './GiftCardSettingsPanel.tsx';

const settings = (min: number, max: number, Version: number) => ({
  Section: 'gift-card-settings',
  Label: 'Gift Card Settings',
  Value: {
    ThresholdSetting: { GiftcardThresholdLimit: 5, EGiftcardThresholdLimit: 3 },
    PurchaseSetting: { MinPurchaseAmt: min, MaxPurchaseAmt: max },
  },
  Version,
});

afterEach(() => vi.unstubAllGlobals());

describe('the gift card settings panel', () => {
  it('shows the limits, refuses a minimum above the maximum, and saves the section against its version', async () => {
    const session = testSession({ permissions: ['giftcards-reader', 'giftcards-settings'] });
    const fetchMock = stubFetch(json(200, settings(10, 500, 2)), json(200, settings(10, 750, 3)));
    const user = userEvent.setup({ delay: null });
    renderInApp(<GiftCardSettingsPanel />, session);

    expect(await screen.findByText('$500.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Gift Card Settings' }));
    const min = screen.getByRole('spinbutton', { name: GIFT_CARD_TEXTS.minPurchase });
    const max = screen.getByRole('spinbutton', { name: GIFT_CARD_TEXTS.maxPurchase });
    await user.clear(min);
    await user.type(min, '900');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Minimum amount cannot be greater than the maximum amount.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(min);
    await user.type(min, '10');
    await user.clear(max);
    await user.type(max, '750');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('$750.00')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/settings/buyerxp/gift-card-settings');
    expect((init!.headers as Record<string, string>)['if-match']).toBe('"2"');
    expect(JSON.parse(String(init!.body))).toEqual({ Value: settings(10, 750, 3).Value });
  });

  it("opens the section's History to a reader", async () => {
    const fetchMock = stubFetch(json(200, settings(10, 500, 2)), json(200, { Items: [], HasMore: false }));
    const user = userEvent.setup({ delay: null });
    renderInApp(<GiftCardSettingsPanel />, testSession({ permissions: ['giftcards-reader'] }));
    await user.click(await screen.findByRole('button', { name: 'History of Gift Card Settings' }));
    expect(await screen.findByRole('dialog', { name: 'History of Gift Card Settings' })).toBeVisible();
    expect(String(fetchMock.mock.calls[1]![0])).toMatch(
      /^\/api\/audit\/settings\/buyerxp%2Fgift-card-settings/,
    );
  });

  it('offers no Edit without giftcards-settings', async () => {
    stubFetch(json(200, settings(10, 500, 2)));
    renderInApp(<GiftCardSettingsPanel />, testSession({ permissions: ['giftcards-reader'] }));
    expect(await screen.findByText('$500.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Gift Card Settings' })).toBeNull();
  });
});

describe('the Generate dialog', () => {
  it('asks for a whole number of cards, then lists the numbers made', async () => {
    const session = testSession({ permissions: ['giftcards-reader', 'giftcards-settings'] });
    const cards = ['6045123412341234', '6045000011112222'].map((id) => ({
      id,
      BatchPosition: 'WEB',
      PinEnabled: false,
      WebGenerated: true,
    }));
    const fetchMock = stubFetch(json(200, { IsValid: true, Cards: cards }));
    const user = userEvent.setup({ delay: null });
    renderInApp(<GenerateDialog open onClose={() => {}} />, session);

    const count = screen.getByRole('spinbutton', { name: GIFT_CARD_TEXTS.numberOfCards });
    await user.type(count, '0');
    await user.click(screen.getByRole('button', { name: GIFT_CARD_TEXTS.generate }));
    expect(await screen.findByText('Enter at least 1 card.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: GIFT_CARD_TEXTS.generate }));
    const list = await screen.findByRole('list', { name: 'Generated card numbers' });
    expect(list).toHaveTextContent('6045123412341234');
    expect(list).toHaveTextContent('6045000011112222');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/giftcards/generate');
    expect(JSON.parse(String(init!.body))).toEqual({ numberOfCards: 2 });
  });
});
