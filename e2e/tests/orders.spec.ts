import fs from 'node:fs';
import path from 'node:path';
import {
  FILE_STATUS_LABELS,
  ORDER_TEXTS,
  SEARCH_RULE_TEXT,
  type ListPage,
  type OrderDetail,
  type OrderListItem,
} from '@commerce/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { expectListLoaded, signIn, snap } from '../support/app.ts';
import { ENV } from '../support/env.ts';
import { demoStaff } from '../support/users.ts';

// Order Takers look orders up and resend e-mails; Customer Service holds every order key (the demo's groups).
const taker = demoStaff.orderTaker;
const service = demoStaff.customerService;
const dataDir = () => process.env[ENV.dataDir]!;

/** Shipment rows through the API with the signed-in page's session: what a journey needs, found in the data. */
async function findShipments(page: Page, query: string): Promise<OrderListItem[]> {
  const response = await page.request.get(`/api/orders?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as ListPage<OrderListItem>).Items;
}

/** The files of a directory under the run's DATA_DIR whose text holds `needle`, as they appear. */
async function filesHolding(directory: string, needle: string): Promise<string[]> {
  const folder = path.join(dataDir(), directory);
  let found: string[] = [];
  await expect
    .poll(() => {
      found = fs.existsSync(folder)
        ? fs
            .readdirSync(folder)
            .map((file) => fs.readFileSync(path.join(folder, file), 'utf8'))
            .filter((text) => text.includes(needle))
        : [];
      return found.length;
    })
    .toBeGreaterThan(0);
  return found;
}

/** A shipment holding an e-gift card (its recipient's e-mail on a line), found through the API. */
async function findEGiftShipment(page: Page): Promise<{ OrderID: string; ID: string }> {
  const candidates = await findShipments(page, `Status=${encodeURIComponent('Email Delivery')}&pageSize=20`);
  for (const candidate of candidates) {
    const detail = (await (await page.request.get(`/api/orders/${candidate.OrderID}`)).json()) as OrderDetail;
    const shipment = detail.Shipments.find((one) => one.LineItems.some((line) => line.xp.Email));
    if (shipment) return { OrderID: candidate.OrderID, ID: shipment.ID };
  }
  throw new Error('the demo data needs an e-gift card shipment');
}

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' });

/** The cells of one column of the order search, found by its header. */
async function columnCells(page: Page, header: string) {
  const headers = await ordersTable(page).locator('thead th').allTextContents();
  const index = headers.findIndex((text) => text.startsWith(header));
  expect(index, `the column ${header}`).toBeGreaterThanOrEqual(0);
  return ordersTable(page).locator(`tbody tr td:nth-child(${index + 1})`);
}
const shipmentCard = (page: Page, shipmentId: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: `Shipment ${shipmentId}` }) });

test("an order taker reaches a customer's orders from the customer's View All", async ({ page }) => {
  await signIn(page, taker, { path: '/orders' });
  const [row] = await findShipments(page, 'FromUserID=!299999&pageSize=1');
  expect(row, 'the demo data needs an order of a customer').toBeDefined();
  const customerId = row!.FromUserID;

  await page.goto(`/customers/${customerId}`);
  const recent = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Recent Orders' }) });
  await expect(recent.getByRole('link', { name: row!.OrderID })).toBeVisible();
  await expectNoA11yViolations(page);
  await recent.getByRole('link', { name: 'View All' }).click();

  await expect(page).toHaveURL(new RegExp(`/orders\\?user=${customerId}$`));
  await expect(
    ordersTable(page).getByRole('cell', { name: row!.OrderID, exact: true }).first(),
  ).toBeVisible();
  // Every row is one of the customer's: the filter shows the customer's ID, and the API was asked for it.
  const shown = await findShipments(page, `FromUserID=${customerId}`);
  await expect(ordersTable(page).locator('tbody tr')).toHaveCount(shown.length);
  await page.getByRole('button', { name: /Filter/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' }).getByLabel('Customer ID')).toHaveValue(
    customerId,
  );
  await page.keyboard.press('Escape');
  await snap(page, 'orders-by-customer', { fullPage: false });
  await expectNoA11yViolations(page);
});

test("filtering NetSuite by 'Missing' clears the other choices", async ({ page }) => {
  await signIn(page, taker, { path: '/orders' });
  await expectListLoaded(ordersTable(page));
  await page.getByRole('button', { name: /Filter/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'NetSuite' }).click();
  const option = (name: string) => page.getByRole('option', { name, exact: true });
  await option(FILE_STATUS_LABELS.success).click();
  await option(FILE_STATUS_LABELS.failure).click();
  await expect(page).toHaveURL(/netsuite=success%2Cfailure/);
  await expect(option(FILE_STATUS_LABELS.success)).toHaveAttribute('aria-selected', 'true');
  await snap(page, 'orders-netsuite-filter', { fullPage: false });
  await expectNoA11yViolations(page);

  await option(FILE_STATUS_LABELS.missing).click();
  await expect(page).toHaveURL(/netsuite=missing$/);
  await expect(option(FILE_STATUS_LABELS.missing)).toHaveAttribute('aria-selected', 'true');
  await expect(option(FILE_STATUS_LABELS.success)).toHaveAttribute('aria-selected', 'false');
  await expect(option(FILE_STATUS_LABELS.failure)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  // Every row left has no NetSuite status at all.
  const netsuite = await columnCells(page, 'NetSuite');
  await expect(netsuite.first()).toHaveText(FILE_STATUS_LABELS.missing);
  await expect
    .poll(async () => new Set(await netsuite.allTextContents()))
    .toEqual(new Set([FILE_STATUS_LABELS.missing]));
  await snap(page, 'orders-netsuite-missing', { fullPage: false });
});

test('customer service sends an order whose NetSuite creation failed, sees it succeed and finds the payload', async ({
  page,
}) => {
  await signIn(page, service, { path: '/orders?netsuite=failure' });
  const [row] = await findShipments(page, 'NetsuiteStatus=failure&pageSize=1');
  expect(row, 'the demo data needs a shipment whose NetSuite creation failed').toBeDefined();
  await ordersTable(page).getByRole('cell', { name: row!.OrderID, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/orders/${row!.OrderID}$`));
  await expect(page.getByRole('heading', { name: `Order ${row!.OrderID}` })).toBeVisible();
  const card = shipmentCard(page, row!.ID);
  await expect(
    card.getByText(/^NetSuite Order creation failed on \d\d\/\d\d\/\d\d \d{1,2}:\d\d [ap]m$/),
  ).toBeVisible();
  await snap(page, 'order-detail');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: ORDER_TEXTS.sendToNetSuite }).click();
  await expect(
    card.getByText(/^Order successfully created with NetSuite on \d\d\/\d\d\/\d\d \d{1,2}:\d\d [ap]m$/),
  ).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText(ORDER_TEXTS.channelNote('file', 'NetSuite'))).toBeVisible();
  await expect(page.getByRole('button', { name: ORDER_TEXTS.sendToNetSuite })).toBeHidden();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText('NetSuite answered')).toBeVisible();
  await expect(history.getByText('Sent to NetSuite')).toBeVisible();
  // The toast ('queued for sending') has had its 3 seconds.
  await expect(page.getByText(ORDER_TEXTS.sendQueued('Order to NetSuite'))).toBeHidden();
  await snap(page, 'order-sent-to-netsuite');
  await expectNoA11yViolations(page);

  // The exact payload NetSuite would receive, as a file under DATA_DIR/outbound/erp.
  const [file] = await filesHolding(path.join('outbound', 'erp'), `"OrderID": "${row!.OrderID}"`);
  const payload = JSON.parse(file!) as { Type: string; OrderID: string; Shipments: { ID: string }[] };
  expect(payload).toMatchObject({ Type: 'SalesOrder', OrderID: row!.OrderID });
  expect(payload.Shipments.map((shipment) => shipment.ID)).toContain(row!.ID);
  const detail = (await (await page.request.get(`/api/orders/${row!.OrderID}`)).json()) as OrderDetail;
  expect(detail.Shipments.every((shipment) => shipment.xp.NetsuiteStatus === 'success')).toBe(true);
});

test('an order taker resends an e-gift card e-mail, written as an .eml file', async ({ page }) => {
  await signIn(page, taker, { path: '/orders' });
  const row = await findEGiftShipment(page);
  await page.goto(`/orders/${row.OrderID}`);
  const card = shipmentCard(page, row.ID);
  await card.getByRole('button', { name: ORDER_TEXTS.resendEGift }).click();
  const dialog = page.getByRole('dialog', { name: ORDER_TEXTS.eGiftDialogTitle });
  const email = dialog.getByLabel(ORDER_TEXTS.eGiftEmailLabel);
  await email.fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
  const recipient = `egift.${Date.now()}@example.com`;
  await email.fill(recipient);
  await snap(page, 'order-egift-dialog', { fullPage: false });
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ORDER_TEXTS.sendQueued(`E-gift card e-mail to ${recipient}`))).toBeVisible();

  const [eml] = await filesHolding('mail', recipient);
  expect(eml).toMatch(/Subject: .* sent you a Bachman's e-gift card/);
  expect(eml).toContain(`To: ${recipient}`);
  await expect(
    page.getByRole('list', { name: 'History' }).getByText('E-gift card e-mail resent'),
  ).toBeVisible();
});

test('an order taker searches and opens orders, sees only the actions of their keys, and the API refuses the others', async ({
  page,
}) => {
  await signIn(page, taker);
  // The profile lists the orders they took, with View All.
  const recent = page.getByRole('table', { name: ORDER_TEXTS.recentTitle });
  await expect(recent.locator('tbody tr').first()).toBeVisible();
  await snap(page, 'profile-recent-orders');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: ORDER_TEXTS.viewAll }).click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?taker=${taker.username}$`));
  const taken = await findShipments(page, `OrderTakerID=${taker.username}&pageSize=1`);
  await expect(
    ordersTable(page).getByRole('cell', { name: taken[0]!.OrderID, exact: true }).first(),
  ).toBeVisible();

  // Search by order ID, then open it.
  const [row] = await findShipments(page, 'pageSize=1&page=3');
  await page.goto('/orders');
  // The field says how it matches: the start of words.
  const searchBox = page.getByPlaceholder(ORDER_TEXTS.searchPlaceholder);
  await expect(searchBox).toHaveAccessibleDescription(SEARCH_RULE_TEXT);
  await searchBox.fill(row!.OrderID);
  await expect(page).toHaveURL(new RegExp(`search=${row!.OrderID}`));
  await expect(ordersTable(page).locator('tbody tr')).not.toHaveCount(0);
  await expect
    .poll(async () => new Set(await (await columnCells(page, 'Order ID')).allTextContents()))
    .toEqual(new Set([row!.OrderID]));
  await snap(page, 'orders-search', { fullPage: false });
  await ordersTable(page).locator('tbody tr').first().click();
  await expect(page.getByRole('heading', { name: `Order ${row!.OrderID}` })).toBeVisible();
  // order-email-sender only: Resend Confirmation Email, nothing that sends to NetSuite or Eagle.
  await expect(page.getByRole('button', { name: ORDER_TEXTS.resendConfirmation })).toBeVisible();
  for (const name of [ORDER_TEXTS.sendToNetSuite, ORDER_TEXTS.sendToEagle, ORDER_TEXTS.sendRedemptionFiles]) {
    await expect(page.getByRole('button', { name })).toBeHidden();
  }
  await expect(page.getByRole('switch', { name: ORDER_TEXTS.consolidate })).toBeHidden();
  await expectNoA11yViolations(page);

  // An order that cannot be found goes back to the search.
  await page.goto('/orders/NO-SUCH-ORDER');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText(ORDER_TEXTS.notFound)).toBeVisible();

  // The API refuses every action the taker holds no key for, and changes nothing.
  const detail = (await (await page.request.get(`/api/orders/${row!.OrderID}`)).json()) as OrderDetail;
  const shipment = detail.Shipments[0]!.ID;
  const base = `/api/orders/${row!.OrderID}`;
  const headers = { 'x-commerce-admin': '1', 'if-match': `"${detail.Version}"` };
  const refused = [
    page.request.post(`${base}/send-to-netsuite`, { headers }),
    page.request.post(`${base}/send-redemption-files`, { headers }),
    page.request.post(`${base}/shipments/${shipment}/send-gift-cards`, { headers }),
    page.request.post(`${base}/shipments/${shipment}/send-to-eagle`, { headers }),
    page.request.put(`${base}/shipments/${shipment}/tracking-number`, {
      headers,
      data: { TrackingNumber: '1Z1' },
    }),
    page.request.put(`${base}/bulk-order`, { headers, data: { BulkOrder: !detail.Order.xp.BulkOrder } }),
  ];
  for (const response of await Promise.all(refused)) {
    expect(response.status(), response.url()).toBe(403);
  }
  const after = (await (await page.request.get(`/api/orders/${row!.OrderID}`)).json()) as OrderDetail;
  expect(after.Version).toBe(detail.Version);
  expect(after.Sends).toEqual(detail.Sends);
});

test('a staff member without order-email-sender cannot send the e-mails through the API', async ({
  page,
}) => {
  // The delivery staff read orders (order-reader) and hold no order action key.
  await signIn(page, demoStaff.delivery, { path: '/orders' });
  const row = await findEGiftShipment(page);
  const headers = { 'x-commerce-admin': '1' };
  const base = `/api/orders/${row.OrderID}`;
  for (const response of [
    await page.request.post(`${base}/resend-confirmation`, { headers }),
    await page.request.post(`${base}/shipments/${row.ID}/resend-egift-email`, {
      headers,
      data: { Email: 'someone@example.com' },
    }),
  ]) {
    expect(response.status(), response.url()).toBe(403);
  }
  await page.goto(`/orders/${row.OrderID}`);
  await expect(page.getByRole('heading', { name: `Order ${row.OrderID}` })).toBeVisible();
  await expect(page.getByRole('button', { name: ORDER_TEXTS.resendConfirmation })).toBeHidden();
  await expect(page.getByRole('button', { name: ORDER_TEXTS.resendEGift })).toBeHidden();
});
