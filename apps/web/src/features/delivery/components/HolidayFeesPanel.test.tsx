import { defaultHolidayFees, DELIVERY_TEXTS, HOLIDAY_FEE_TEXTS, storeDateOf } from '@commerce/domain';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderInApp, stubFetch, testSession } from '../../../test/render.tsx';
import { HolidayFeesPanel } from './HolidayFeesPanel.tsx';

const year = Number(storeDateOf().slice(0, 4));
const christmas = {
  deliveryFeeName: 'Christmas Eve',
  deliveryFeeDate: `${year + 1}-12-24`,
  deliveryFee: '14.99',
  active: true,
};
const section = (Value: unknown, Version: number) => ({
  Section: 'holiday-delivery-fees',
  Label: 'Holiday Delivery Fees',
  Value,
  Version,
});

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

afterEach(() => vi.unstubAllGlobals());

describe('the holiday delivery fees panel', () => {
  it('saves the two default fees when the list is missing (delivery-fees)', async () => {
    const session = testSession({ permissions: ['delivery-reader', 'delivery-fees'] });
    const defaults = defaultHolidayFees(storeDateOf());
    const fetchMock = stubFetch(json(200, section(null, 1)), json(200, section(defaults, 2)));
    renderInApp(<HolidayFeesPanel />, session);

    expect(await screen.findByText("Valentine's Day")).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[1]!;
    expect(init!.method).toBe('PUT');
    expect(bodyOf(init)).toEqual({ Value: defaults });
  });

  it('tells a reader without the key that none are available, and saves nothing', async () => {
    const session = testSession({ permissions: ['delivery-reader'] });
    const fetchMock = stubFetch(json(200, section(null, 1)));
    renderInApp(<HolidayFeesPanel />, session);
    expect(await screen.findByText(HOLIDAY_FEE_TEXTS.noneAvailable)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says No Buyer XP Available. when the settings document is missing', async () => {
    const session = testSession({ permissions: ['delivery-reader', 'delivery-fees'] });
    stubFetch(json(404, { Errors: [{ ErrorCode: 'NotFound', Message: 'BuyerXP Not Found' }] }));
    renderInApp(<HolidayFeesPanel />, session);
    expect(await screen.findByText(DELIVERY_TEXTS.noBuyerXp)).toBeInTheDocument();
  });

  it(
    "refuses a past date or a name in use with the spec's texts, then adds the fee to the whole list",
    { timeout: 20_000 },
    async () => {
      const session = testSession({ permissions: ['delivery-reader', 'delivery-fees'] });
      const added = {
        deliveryFeeName: 'Easter',
        deliveryFeeDate: `${year + 1}-04-05`,
        deliveryFee: '9.50',
        active: true,
      };
      const fetchMock = stubFetch(
        json(200, section([christmas], 4)),
        json(200, section([christmas, added], 5)),
      );
      const user = userEvent.setup({ delay: null });
      renderInApp(<HolidayFeesPanel />, session);

      await user.click(await screen.findByRole('button', { name: 'Add Fee' }));
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'christmas eve');
      fireEvent.change(screen.getByLabelText(/Date/), { target: { value: `${year - 1}-01-01` } });
      await user.type(screen.getByRole('textbox', { name: 'Fee' }), '9.5');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      expect(await screen.findByText(HOLIDAY_FEE_TEXTS.invalid)).toBeInTheDocument();
      expect(screen.getByText(HOLIDAY_FEE_TEXTS.nameInUse)).toBeInTheDocument();
      expect(screen.getByText(HOLIDAY_FEE_TEXTS.pastDate)).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);

      await user.clear(screen.getByRole('textbox', { name: 'Name' }));
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Easter');
      fireEvent.change(screen.getByLabelText(/Date/), { target: { value: added.deliveryFeeDate } });
      await user.click(screen.getByRole('button', { name: 'Add' }));

      expect(await screen.findByText('Easter')).toBeInTheDocument();
      const [, init] = fetchMock.mock.calls[1]!;
      expect((init!.headers as Record<string, string>)['if-match']).toBe('"4"');
      expect(bodyOf(init)).toEqual({ Value: [christmas, added] });
    },
  );
});
