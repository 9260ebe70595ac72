import { DELIVERY_FIELD_PANELS, DELIVERY_TEXTS } from '@commerce/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderInApp, stubFetch, testSession } from '../../../test/render.tsx';
import { FieldsPanel } from './FieldsPanel.tsx';

const wired = DELIVERY_FIELD_PANELS.find((panel) => panel.section === 'delivery-wired')!;

const section = (service: string, delivery: string, Version: number) => ({
  Section: 'delivery-wired',
  Label: 'Wired',
  Value: { wireOrder: { OutgoingOrders: { WiredServiceFees: service, WiredDeliveryFees: delivery } } },
  Version,
});

/** fetch answering each call with the next answer; the calls are kept. */
afterEach(() => vi.unstubAllGlobals());

describe('a delivery panel', () => {
  it('shows its fees with $, and saves the panel alone against the version shown', async () => {
    const session = testSession({ permissions: ['delivery-reader', 'delivery-fees'] });
    const fetchMock = stubFetch(
      json(200, section('4.99', '19.99', 3)),
      json(200, section('5.50', '19.99', 4)),
    );
    const user = userEvent.setup({ delay: null });
    renderInApp(<FieldsPanel panel={wired} />, session);

    expect(await screen.findByText('$4.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Wired' }));
    const service = screen.getByRole('textbox', { name: 'Wired Service Fees' });
    await user.clear(service);
    await user.type(service, '5.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('$5.50')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/settings/buyerxp/delivery-wired');
    expect(init!.method).toBe('PUT');
    expect((init!.headers as Record<string, string>)['if-match']).toBe('"3"');
    expect(JSON.parse(String(init!.body))).toEqual({
      Value: { wireOrder: { OutgoingOrders: { WiredServiceFees: '5.50', WiredDeliveryFees: '19.99' } } },
    });
  });

  it('on a stale save, reloads the panel keeping what the user changed, and saves on the new version', async () => {
    const session = testSession({ permissions: ['delivery-reader', 'delivery-fees'] });
    const fetchMock = stubFetch(
      json(200, section('4.99', '19.99', 3)),
      json(412, { Errors: [{ ErrorCode: 'Conflict.StaleVersion', Message: 'stale' }] }),
      // Someone else changed the delivery fee meanwhile.
      json(200, section('4.99', '21.00', 4)),
      json(200, section('6.00', '21.00', 5)),
    );
    const user = userEvent.setup({ delay: null });
    renderInApp(<FieldsPanel panel={wired} />, session);

    await user.click(await screen.findByRole('button', { name: 'Edit Wired' }));
    const service = screen.getByRole('textbox', { name: 'Wired Service Fees' });
    await user.clear(service);
    await user.type(service, '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(DELIVERY_TEXTS.staleSection)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Wired Service Fees' })).toHaveValue('6.00');
    expect(screen.getByRole('textbox', { name: 'Wired Delivery Fees' })).toHaveValue('21.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('$6.00')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[3]!;
    expect((init!.headers as Record<string, string>)['if-match']).toBe('"4"');
    expect(JSON.parse(String(init!.body)).Value.wireOrder.OutgoingOrders).toEqual({
      WiredServiceFees: '6.00',
      WiredDeliveryFees: '21.00',
    });
  });

  it('offers no Edit without its key', async () => {
    const session = testSession({ permissions: ['delivery-reader', 'delivery-same-day'] });
    stubFetch(json(200, section('4.99', '19.99', 3)));
    renderInApp(<FieldsPanel panel={wired} />, session);
    expect(await screen.findByText('$19.99')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Wired' })).toBeNull();
  });
});
