import type { CustomerListItem, ListPage } from '@commerce/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectListLoaded, signIn, snap } from '../support/app.ts';
import { demoStaff, trainee } from '../support/users.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';

// Customer Service holds every customer key, order-reader and user-group-admin (the demo's groups).
const service = demoStaff.customerService;

/** Customers through the API with the signed-in page's session: what a journey needs, found in the data. */
async function findCustomers(page: Page, query: string): Promise<CustomerListItem[]> {
  const response = await page.request.get(`/api/customers?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as ListPage<CustomerListItem>).Items;
}

const customerRow = (page: Page, id: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });

test('customer service searches by last name, opens the customer, adds a note with Enter and deletes it', async ({
  page,
}) => {
  await signIn(page, service, { path: '/customers' });
  await expectListLoaded(page.getByRole('table', { name: 'Customers' }));
  await expectNoA11yViolations(page);
  await snap(page, 'customers-list', { fullPage: false });

  const [target] = await findCustomers(
    page,
    'Active=true&xp.Charge=N&xp.LastOrderSubmitted=*&pageSize=1&sortBy=!xp.LastOrderSubmitted',
  );
  expect(target, 'the demo data needs an active customer who ordered').toBeDefined();
  const customer = target!;

  // Search on Last Name is the default; names match from their start, whatever the case.
  await page.getByPlaceholder('Search Customers...').fill(customer.LastName.slice(0, 4).toLowerCase());
  await expect(page).toHaveURL(
    new RegExp(`search=${encodeURIComponent(customer.LastName.slice(0, 4).toLowerCase())}`),
  );
  await page.getByPlaceholder('Search Customers...').fill(customer.LastName);
  await expect(customerRow(page, customer.ID)).toBeVisible();
  // The list follows the search once its debounce has passed: every row's last name starts with it.
  const lastNames = page.getByRole('table', { name: 'Customers' }).locator('tbody tr td:nth-child(4)');
  await expect
    .poll(async () =>
      (await lastNames.allTextContents()).every((name) =>
        name.toLowerCase().startsWith(customer.LastName.toLowerCase()),
      ),
    )
    .toBe(true);

  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(page).toHaveURL(/status=active/);
  await expectNoA11yViolations(page);
  await snap(page, 'customers-filters', { fullPage: false });
  await page.keyboard.press('Escape');

  // The row opens the customer; its e-mail cell is a mailto link of its own.
  await customerRow(page, customer.ID).getByRole('cell', { name: customer.ID, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.ID}$`));
  await expect(
    page.getByRole('heading', { name: `${customer.FirstName} ${customer.LastName}` }),
  ).toBeVisible();
  await expect(page.getByText(`OMS Account No. ${customer.ID}`)).toBeVisible();
  for (const section of [
    'Basic Info',
    'Account Info',
    'Customer Group(s)',
    'Payment Profile ID',
    'Tax Info',
  ]) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  for (const section of ['Store Charge Account', 'Loyalty Program', 'Purchase Order', 'Customer Notes']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  for (const section of ['Recent Orders', 'Address Book', 'Credit Cards']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expectNoA11yViolations(page);
  await snap(page, 'customer-detail');

  // A note: Enter saves it, and it comes first.
  const noteText = `Called about the spring order ${Date.now().toString(36)}`;
  const noteField = page.getByRole('textbox', { name: 'Add a note' });
  await noteField.fill(noteText);
  await expect(page.getByText(`${noteText.length}/200`)).toBeVisible();
  await noteField.press('Enter');
  const notes = page.getByTestId('customer-note');
  await expect(notes.first()).toContainText(noteText);
  await expect(notes.first()).toContainText(`${service.firstName} ${service.lastName}`);
  await expect(noteField).toHaveValue('');
  await expectNoA11yViolations(page);
  await snap(page, 'customer-notes', { fullPage: false });

  await notes.first().getByRole('button', { name: 'Delete note' }).click();
  await expect(notes.filter({ hasText: noteText })).toHaveCount(0);

  // Back to the list as it was left.
  await page.getByRole('link', { name: 'Back to Customers' }).click();
  await expect(page).toHaveURL(/\/customers\?.*status=active/);
});

test('customer service changes the store charge account credit limit', async ({ page }) => {
  await signIn(page, service, { path: '/customers' });
  const [customer] = await findCustomers(page, 'Active=true&xp.Charge=Y&pageSize=1');
  expect(customer, 'the demo data needs a customer with a store charge account').toBeDefined();
  await page.goto(`/customers/${customer!.ID}`);

  const section = page
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: 'Store Charge Account' }) });
  await expect(section.getByText(`${customer!.ID}-BC`)).toBeVisible();
  await section.getByRole('button', { name: 'Edit Limit' }).click();
  const limit = section.getByLabel('Credit Limit');
  await limit.fill('750.255');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Credit limit can have at most 2 decimal places.')).toBeVisible();
  await limit.fill('750.25');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('button', { name: 'Edit Limit' })).toBeVisible();
  await expect(section.getByText('$750.25')).toBeVisible();

  await page.reload();
  await expect(page.getByText('$750.25', { exact: true })).toBeVisible();
});

test('customer service requires a PO without a number (warned), then gives the number', async ({ page }) => {
  await signIn(page, service, { path: '/customers' });
  const [customer] = await findCustomers(page, 'Active=true&pageSize=1&page=3');
  expect(customer, 'the demo data needs an active customer').toBeDefined();
  await page.goto(`/customers/${customer!.ID}`);

  const section = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Purchase Order' }) });
  await section.getByRole('button', { name: 'Edit' }).click();
  const required = section.getByRole('switch', { name: 'PO Required' });
  if (!(await required.isChecked())) await required.check();
  await section.getByLabel('PO Number').fill('');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('img', { name: /does not have a Purchase Order Number/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'customer-purchase-order-warning', { fullPage: false });

  await section.getByRole('button', { name: 'Edit' }).click();
  await section.getByLabel('PO Number').fill('PO-2026-17');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('PO-2026-17')).toBeVisible();
  await expect(section.getByRole('img', { name: /does not have a Purchase Order Number/ })).toHaveCount(0);
});

test('customer service deactivates two customers at once; the rows change in place', async ({ page }) => {
  await signIn(page, service, { path: '/customers' });
  const candidates = await findCustomers(page, 'Active=true&xp.Charge=N&pageSize=2&sortBy=Email');
  expect(candidates).toHaveLength(2);

  await page.goto('/customers?status=active&sortBy=Email&pageSize=5');
  for (const customer of candidates) {
    await customerRow(page, customer.ID).getByRole('checkbox').check();
  }
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(bar.getByText('2 Selected')).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Activate', exact: true })).toHaveCount(0);
  await bar.getByRole('button', { name: 'Deactivate' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Deactivate 2 customers?');
  await expectNoA11yViolations(page);
  await snap(page, 'customers-bulk-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog).toBeHidden();

  for (const customer of candidates) {
    await expect(customerRow(page, customer.ID).getByText('Inactive')).toBeVisible();
  }
  await expect(page.getByText('2 customers deactivated.')).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'customers-bulk-done', { fullPage: false });
  const after = await findCustomers(page, `search=${candidates[0]!.ID}&searchOn=ID`);
  expect(after.find((row) => row.ID === candidates[0]!.ID)?.Active).toBe(false);
});

test('a Training_Team member sees only training customers, even by direct address', async ({
  page,
  browser,
}) => {
  // A customer who is not a training customer, found by customer service.
  const servicePage = await browser.newPage();
  await signIn(servicePage, service, { path: '/customers' });
  const regular = (await findCustomers(servicePage, 'pageSize=20')).find(
    (customer) => !customer.xp.TrainingUsers,
  );
  expect(regular, 'the demo data needs customers who are not training customers').toBeDefined();
  await servicePage.close();

  await signIn(page, trainee, { path: '/customers' });
  const rows = page.getByRole('table', { name: 'Customers' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const listed = await findCustomers(page, 'pageSize=100');
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.every((customer) => customer.xp.TrainingUsers)).toBe(true);
  await expect(rows).toHaveCount(listed.length);
  await expectNoA11yViolations(page);
  await snap(page, 'customers-training-list', { fullPage: false });

  // Not by search, not by address, not through the API.
  await page.getByRole('combobox', { name: 'Search On' }).click();
  await page.getByRole('option', { name: 'ID' }).click();
  await page.getByPlaceholder('Search Customers...').fill(regular!.ID);
  await expect(page.getByText('No customers found matching your query.')).toBeVisible();
  await page.goto(`/customers/${regular!.ID}`);
  await expect(page).toHaveURL(/\/customers$/);
  expect((await page.request.get(`/api/customers/${regular!.ID}`)).status()).toBe(404);
});
