import fs from 'node:fs';
import type { CustomerListItem, ListPage } from '@commerce/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { expectListLoaded, signIn, snap } from '../support/app.ts';
import { demoStaff } from '../support/users.ts';

// What every list and record page has since the screen kit: CSV export, saved views, History, the palette.
const service = demoStaff.customerService;

async function activeCustomer(page: Page, query: string): Promise<CustomerListItem> {
  const response = await page.request.get(`/api/customers?Active=true&pageSize=1&${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  const [customer] = ((await response.json()) as ListPage<CustomerListItem>).Items;
  expect(customer, 'the demo data needs an active customer').toBeDefined();
  return customer!;
}

test('the filtered customers list exports as CSV, and a saved view brings the same list back', async ({
  page,
}) => {
  await signIn(page, service, { path: '/customers?status=inactive&sortBy=!DateCreated' });
  const table = page.getByRole('table', { name: 'Customers' });
  await expectListLoaded(table);
  const shownIds = await table.locator('tbody tr td:nth-child(2)').allTextContents();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('ID,First Name,Last Name,Email,Last Order,Created,Status');
  // Every row is inactive, in the list's order, and the file holds every row, not just the page.
  expect(lines.slice(1).every((line) => line.endsWith(',Inactive'))).toBe(true);
  expect(lines.slice(1, 1 + shownIds.length).map((line) => line.split(',')[0])).toEqual(shownIds);

  // A name of its own each run: a view's name is unique per user, and a repeated run (--repeat-each) keeps
  // the views of the runs before. They show this same list, so the Views button is named after one of them.
  const viewName = `Inactive, newest ${Date.now().toString(36).slice(-5)}`;
  await page.getByRole('button', { name: /^(Views|Inactive, newest \w+)$/ }).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(viewName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: /^Inactive, newest / })).toBeVisible();

  await page.goto('/customers');
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: viewName }).click();
  await expect(page).toHaveURL(/status=inactive/);
  await expect(page).toHaveURL(/sortBy=%21DateCreated/);
  await expect(table.locator('tbody tr td:nth-child(2)').first()).toHaveText(shownIds[0]!);
  await expectNoA11yViolations(page);
  await snap(page, 'customers-saved-view', { fullPage: false });
});

test('an edit of a customer shows in its History panel, and the palette opens a customer by last name', async ({
  page,
}) => {
  await signIn(page, service, { path: '/profile' });
  const customer = await activeCustomer(page, 'sortBy=!xp.LastOrderSubmitted');

  // The palette: Ctrl+K, the customer's last name, Enter.
  await page.keyboard.press('Control+K');
  const search = page.getByRole('combobox', { name: 'Search the console' });
  await search.fill(customer.LastName);
  const option = page.getByRole('option', { name: new RegExp(`${customer.FirstName} ${customer.LastName}`) });
  await expect(option.first()).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'command-palette', { fullPage: false });
  await option.filter({ hasText: customer.ID }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.ID}$`));

  // An edit: the Eagle Customer Number, then its History entry.
  const eagle = `E${Date.now().toString(36).slice(-6)}`;
  await page.getByRole('button', { name: 'Edit the Eagle Customer Number' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Eagle Customer Number' }).fill(eagle);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Eagle Customer Number changed');
  await expect(history.getByRole('listitem').first()).toContainText(
    `${service.firstName} ${service.lastName}`,
  );
  await expect(history.getByRole('listitem').first()).toContainText(eagle);
  await history.scrollIntoViewIfNeeded();
  await expectNoA11yViolations(page);
  await snap(page, 'customer-history', { fullPage: false });
});

test('a tab bar shows scroll arrows only when its tabs do not fit', async ({ page }) => {
  await signIn(page, demoStaff.administrator, { path: '/marketing' });
  const arrowsOf = (label: string) =>
    page
      .locator('.MuiTabs-root', { has: page.getByRole('tablist', { name: label }) })
      .locator('.MuiTabScrollButton-root');
  for (const [path, label, name] of [
    ['/marketing', 'Marketing tabs', 'marketing'],
    ['/dcf', 'DCF tabs', 'dcf'],
    ['/categories/Flowers', 'Category tabs', 'category'],
  ] as const) {
    await page.goto(path);
    const tabs = page.getByRole('tablist', { name: label });
    await expect(tabs.getByRole('tab').first()).toBeVisible();
    await expect(tabs.getByRole('tab', { selected: true })).toBeVisible();
    // Every tab fits at 1280 px: no arrows, not even hidden ones taking room.
    await expect(arrowsOf(label)).toHaveCount(0);
    await snap(page, `tabs-${name}-1280`, { fullPage: false });
  }
  // Where they do not fit (a phone), the bar scrolls and says so with an arrow.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/marketing');
  await expect(arrowsOf('Marketing tabs').last()).toBeVisible();
  await expect(arrowsOf('Marketing tabs').last()).not.toHaveClass(/Mui-disabled/);
  await snap(page, 'tabs-marketing-390', { fullPage: false });
});
