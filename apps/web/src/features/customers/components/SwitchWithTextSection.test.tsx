import { CUSTOMER_EDIT_FAILURES, CUSTOMER_WARNINGS } from '@commerce/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderInApp, testSession } from '../../../test/render.tsx';
import { customerDetail } from '../test-fixtures.ts';
import { PurchaseOrderSection, TaxInfoSection } from './SwitchWithTextSection.tsx';

/** fetch answering the section's PUT with `answer`; the calls are kept. */
function stubPut(answer: Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the Purchase Order and Tax Info sections', () => {
  it('warns when a PO is required without a number, and saves both fields against the version shown', async () => {
    const detail = customerDetail({ PO: { PORequired: true, PONumber: null } }, 7);
    const fetchMock = stubPut(json(200, customerDetail({ PO: { PORequired: true, PONumber: 'PO-17' } }, 8)));
    const user = userEvent.setup({ delay: null });
    renderInApp(
      <PurchaseOrderSection detail={detail} />,
      testSession({ permissions: ['customer-reader', 'customer-po'] }),
    );

    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: CUSTOMER_WARNINGS.poWithoutNumber })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('switch', { name: 'PO Required' })).toBeChecked();
    await user.type(screen.getByLabelText('PO Number'), 'PO-17');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/customers/1000001/purchase-order');
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>)['if-match']).toBe('"7"');
    expect(JSON.parse(String(init.body))).toEqual({ PORequired: true, PONumber: 'PO-17' });
  });

  it("stays in edit mode with the spec's message when the save fails", async () => {
    stubPut(json(500, {}));
    const user = userEvent.setup({ delay: null });
    renderInApp(
      <TaxInfoSection detail={customerDetail()} />,
      testSession({ permissions: ['customer-reader', 'customer-tax'] }),
    );

    expect(screen.getByText('No')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('switch', { name: 'Tax Exempt' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CUSTOMER_EDIT_FAILURES.taxFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('offers no Edit without its key', () => {
    renderInApp(
      <TaxInfoSection detail={customerDetail()} />,
      testSession({ permissions: ['customer-reader', 'customer-po'] }),
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
