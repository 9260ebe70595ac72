import { BUILD_ORDER_ERRORS, BUILD_ORDER_TEXTS as T, CUSTOMER_ERRORS, PHONE_TEXTS } from '@commerce/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderInApp, renderRoutes, stubFetch, testSession } from '../../test/render.tsx';
import { CustomerInfoDialog } from './components/CustomerInfoDialog.tsx';
import { GiftCardBalanceDialog } from './components/GiftCardBalanceDialog.tsx';
import { RegisterCustomerDialog } from './components/RegisterCustomerDialog.tsx';
import { BuildOrderPage } from './pages/BuildOrderPage.tsx';

afterEach(() => vi.unstubAllGlobals());
const session = () => testSession({ permissions: ['order-builder'] });
/**
 * The page at its address (its unsaved-changes guard needs the app's router), with a link away as the
 * app's menu would offer; the router tells where it went.
 */
const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/build-order',
        element: (
          <>
            <Link to="/elsewhere">Elsewhere</Link>
            <BuildOrderPage />
          </>
        ),
      },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    '/build-order',
    session(),
  );

describe('the Build Order page', () => {
  it('starts as the guest with the framed storefront and ignores messages from another origin', async () => {
    stubFetch();
    renderPage();
    expect(await screen.findByText(T.orderingFor(T.guest))).toBeInTheDocument();
    expect(screen.getByTitle(T.storefrontTitle)).toHaveAttribute('src', '/storefront/');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: {
            type: 'storefront:logged-in',
            customer: { ID: '1', FirstName: 'Eve', LastName: 'M', Email: 'eve@evil.example' },
          },
        }),
      );
    });
    expect(screen.getByText(T.orderingFor(T.guest))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.stopSession })).not.toBeInTheDocument();
  });
});

describe('the customer search', () => {
  const found = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      ID: String(100 + index),
      FirstName: `Lin${index}`,
      LastName: 'Lindqvist',
      Email: `lq${index}@example.com`,
    }));

  it('says to refine the search when more customers match than the 10 shown', async () => {
    const fetchMock = stubFetch(json(200, { Items: found(10), More: true }));
    renderPage();
    await userEvent.type(screen.getByRole('combobox', { name: T.searchLabel }), 'lindq');
    expect(await screen.findByText(T.moreResults, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(10);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('search=lindq');
  });

  it('gives no hint when every match is shown', async () => {
    stubFetch(json(200, { Items: found(2), More: false }));
    renderPage();
    await userEvent.type(screen.getByRole('combobox', { name: T.searchLabel }), 'lindq');
    expect(await screen.findByText('Lin1 Lindqvist', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(T.moreResults)).not.toBeInTheDocument();
  });
});

describe('the Build Order dialogs', () => {
  it('makes leaving the page ask while Register Customer holds typed input', async () => {
    stubFetch();
    const user = userEvent.setup({ delay: null });
    const router = renderPage();
    await user.click(screen.getByRole('button', { name: T.register }));
    await user.type(await screen.findByRole('textbox', { name: new RegExp(T.firstName) }), 'Ann');

    // Behind the dialog, as the browser's Back would leave (the dialog is modal).
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere', hidden: true }), {
      pointerEventsCheck: 0,
    });

    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/build-order');
  });

  it('registers a customer with the phone mask and shows the 409 text', async () => {
    const fetchMock = stubFetch(
      json(409, {
        Errors: [{ ErrorCode: CUSTOMER_ERRORS.emailInUse.code, Message: CUSTOMER_ERRORS.emailInUse.message }],
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderInApp(<RegisterCustomerDialog open onClose={() => {}} />, session());
    await user.click(await screen.findByRole('button', { name: T.save }));
    expect(fetchMock).not.toHaveBeenCalled();
    // Save runs as the dialog's action, its fields disabled until it ends: typed into before, 'Ann' was lost
    // on a busy machine (user-event skips a disabled field without a word).
    await waitFor(() => expect(screen.getByRole('textbox', { name: T.firstName })).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: T.firstName }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: T.lastName }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: T.email }), 'ann@example.com');
    // A leading 0 shows, and the error says that is what is wrong.
    await user.type(screen.getByRole('textbox', { name: T.phone }), '0612555010');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(PHONE_TEXTS.leadingZero)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: T.phone }));
    await user.type(screen.getByRole('textbox', { name: T.phone }), '6125550100');
    expect(screen.getByRole('textbox', { name: T.phone })).toHaveValue('(612) 555-0100');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(CUSTOMER_ERRORS.emailInUse.message)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({ Phone: '(612) 555-0100' });
  });

  it('checks a gift card: required, not found with Try again, then the balance and Clear', async () => {
    stubFetch(
      json(404, { Errors: [{ ErrorCode: 'GiftCard.NotFound', Message: 'cardNumber not available' }] }),
      json(200, { card_number: '123456789', card_value: 25.5 }),
    );
    const user = userEvent.setup({ delay: null });
    renderInApp(<GiftCardBalanceDialog open onClose={() => {}} />, session());
    await user.click(await screen.findByRole('button', { name: T.checkBalance }));
    expect(screen.getByText(T.cardNumberRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: T.cardNumber }), '12345678');
    await user.click(screen.getByRole('button', { name: T.checkBalance }));
    expect(await screen.findByText(T.cardNotFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.tryAgain }));
    await user.clear(screen.getByRole('textbox', { name: T.cardNumber }));
    await user.type(screen.getByRole('textbox', { name: T.cardNumber }), '123456789');
    await user.click(screen.getByRole('button', { name: T.checkBalance }));
    expect(await screen.findByText(T.balance('$25.50'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.clear }));
    expect(screen.getByRole('textbox', { name: T.cardNumber })).toHaveValue('');
  });

  it("shows the customer info and checks the loyalty card: the points, then 'Card not found'", async () => {
    const info = {
      ID: '7001',
      FirstName: 'Ada',
      LastName: 'Nilsson',
      Email: 'ada@example.com',
      Phone: null,
      OMSAccountNumber: '7001',
      EagleCustomerNumber: null,
      CustomerGroup: 'General',
      LoyaltyID: '123456789',
      LoyaltyCardNumber: '6039000000000001',
      PONumber: null,
      TaxExemptionID: null,
    };
    const { loyaltyCardNotFound: notFound } = BUILD_ORDER_ERRORS;
    const fetchMock = stubFetch(
      json(200, info),
      json(200, { CardNumber: info.LoyaltyCardNumber, Balance: 1250 }),
      json(404, { Errors: [{ ErrorCode: notFound.code, Message: notFound.message }] }),
    );
    const user = userEvent.setup({ delay: null });
    renderInApp(<CustomerInfoDialog customerId="7001" onClose={() => {}} />, session());
    expect(await screen.findByText('777777123456789')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.checkLoyalty }));
    expect(await screen.findByText(T.loyaltyBalance('1,250'))).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]![0]).toContain('/api/build-order/loyalty');
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({ cardNumber: '6039000000000001' });
    await user.click(screen.getByRole('button', { name: T.checkLoyalty }));
    expect(await screen.findByText(T.loyaltyCardNotFound)).toBeInTheDocument();
    expect(screen.queryByText(T.loyaltyBalance('1,250'))).not.toBeInTheDocument();
  });

  it('offers no loyalty check to a customer without a loyalty card', async () => {
    stubFetch(
      json(200, {
        ID: '7002',
        FirstName: 'Bo',
        LastName: 'Lee',
        Email: 'bo@example.com',
        Phone: null,
        OMSAccountNumber: '7002',
        EagleCustomerNumber: '123456',
        CustomerGroup: 'General',
        LoyaltyID: null,
        LoyaltyCardNumber: null,
        PONumber: null,
        TaxExemptionID: null,
      }),
    );
    renderInApp(<CustomerInfoDialog customerId="7002" onClose={() => {}} />, session());
    expect(await screen.findByText('123456')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.checkLoyalty })).not.toBeInTheDocument();
  });
});
