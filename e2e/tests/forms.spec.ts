import { type ListPage, type ProductListRow } from '@commerce/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { sideMenu, signIn, snap, snapFromTop } from '../support/app.ts';
import { demoStaff } from '../support/users.ts';

/** A titled block of a page (SectionCard: a section or form with an h2). */
const panel = (page: Page, title: string) =>
  page
    .locator('section, form')
    .filter({ has: page.getByRole('heading', { name: title, exact: true, level: 2 }) });

/** How many lines the element's text takes. */
const lineCount = (element: Locator) =>
  element.evaluate((node) => {
    const range = node.ownerDocument.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

test('/delivery comes in one request; its time slots read whole, messages on their own line', async ({
  page,
}) => {
  await signIn(page, demoStaff.delivery, { path: '/profile' });
  // The profile's own cards (My Store, Recent Customer Orders) are in first, so that only the requests
  // /delivery sends are counted: a placeholder stands in for each card still waiting for its answer.
  await expect(page.getByRole('heading', { name: 'My Store' })).toBeVisible();
  await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
  });
  await sideMenu(page).getByRole('link', { name: 'Delivery', exact: true }).click();
  const slots = panel(page, 'Time Slots');
  const table = slots.getByRole('table', { name: 'Default time slots' });
  await expect(table).toBeVisible();
  await expect(panel(page, 'Holiday Delivery Fees').getByRole('table')).toBeVisible();
  expect(requests).toEqual(['GET /api/settings/buyerxp']);

  // Read-only: a slot's message runs under its whole row, so the name keeps to one line.
  const rows = table.locator('tbody tr');
  const message = rows.locator('td[colspan="4"]').first();
  await expect(message).toBeVisible();
  for (const name of await table.locator('tbody tr td:first-child:not([colspan])').all())
    expect(await lineCount(name)).toBe(1);
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'delivery-settings');

  // Editing: every time slot shows its whole time, never cut at the field's edge.
  await slots.getByRole('button', { name: 'Edit Time Slots' }).click();
  const times = slots.getByRole('textbox', { name: 'Time Slot' });
  await expect(times.first()).toBeVisible();
  for (const time of await times.all()) {
    const cut = await time.evaluate((input) => input.scrollWidth > input.clientWidth);
    expect(cut, `'${await time.inputValue()}' is cut`).toBe(false);
  }
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'delivery-time-slots-editing');
  await slots.getByRole('button', { name: 'Discard Changes' }).click();
});

test("the Fees section keeps 'Add Fee' on one line", async ({ page }) => {
  await signIn(page, demoStaff.catalogue, { path: '/profile' });
  const rows = (await (
    await page.request.get('/api/products?pageSize=1&sortBy=Name')
  ).json()) as ListPage<ProductListRow>;
  await page.goto(`/products/${encodeURIComponent(rows.Items[0]!.xp.ProductCode)}`);
  await page.getByRole('button', { name: 'Edit Fees' }).click();
  const fees = page.getByRole('form', { name: 'Fees' });
  const add = fees.getByRole('button', { name: 'Add Fee' });
  await expect(add).toBeVisible();
  expect(await lineCount(add)).toBe(1);
  await expectNoA11yViolations(page);
  await snap(page, 'product-fees-editing', { fullPage: false });
  await fees.getByRole('button', { name: 'Discard Changes' }).click();
});

test('New Store says under its disabled Save what is still missing', async ({ page }) => {
  await signIn(page, demoStaff.marketing, { path: '/stores/create' });
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription(/Store name is required\..*Phone is required\./);
  await page.getByRole('textbox', { name: 'Phone' }).pressSequentially('0612');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('(061) 2');
  await expect(save).toHaveAccessibleDescription(/A phone number cannot start with 0\./);
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'store-create');
});
