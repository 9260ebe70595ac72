import type { CustomerListItem, ListPage } from '@commerce/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { sideMenu, signIn, snapBothSizes } from '../support/app.ts';
import { demoStaff } from '../support/users.ts';

// What a careful new user tripped over on the landed screens (issue 20), checked where it showed.
const service = demoStaff.customerService;

/** A customer with a charge account and a long e-mail, found through the API with the page's session. */
async function longEmailCustomer(page: Page): Promise<CustomerListItem> {
  const response = await page.request.get('/api/customers?xp.Charge=Y&Active=true&pageSize=100&sortBy=Email');
  const items = ((await response.json()) as ListPage<CustomerListItem>).Items;
  const customer = [...items].sort((a, b) => b.Email.length - a.Email.length)[0];
  expect(customer, 'the demo data needs an active customer with a charge account').toBeDefined();
  return customer!;
}

/** Whether any piece of the value between its breaks (after '@', before '.') runs over two lines. */
const brokenMidWord = (value: Locator) =>
  value.evaluate((element) => {
    const page = element.ownerDocument;
    const walker = page.createTreeWalker(element, page.defaultView!.NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = page.createRange();
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) return true;
    }
    return false;
  });

test('Search On keeps its choice however fast the search is typed', async ({ page }) => {
  await signIn(page, service, { path: '/customers' });
  await page.getByRole('combobox', { name: 'Search On' }).click();
  await page.getByRole('option', { name: 'Email' }).click();
  // At once, with no pause after the choice.
  await page.getByPlaceholder('Search Customers...').fill('example');
  await expect(page).toHaveURL(/searchOn=Email/);
  await expect(page).toHaveURL(/search=example/);
  await expect(page.getByRole('combobox', { name: 'Search On' })).toHaveText('Email');
});

test('the customer detail: whole e-mails, actions at the right, the side menu full height', async ({
  page,
}) => {
  await signIn(page, service, { path: '/profile' });
  const customer = await longEmailCustomer(page);
  await page.goto(`/customers/${customer.ID}`);
  const card = (name: string) =>
    page.locator('section, form').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const basic = card('Basic Info');
  // The e-mail comes first, then the username (the same address on most accounts).
  const email = basic.locator(`span[title="${customer.Email}"]`).first();
  await expect(email).toBeVisible();

  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    expect(await brokenMidWord(email), `the e-mail breaks mid-word at ${size.width} px`).toBe(false);
    const username = basic.locator(`span[title="${customer.Username}"]`).last();
    expect(await brokenMidWord(username), `the username breaks mid-word at ${size.width} px`).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Store Charge Account in edit mode: Discard Changes and Save at the right, as every section has them.
  const charge = card('Store Charge Account');
  await charge.getByRole('button', { name: 'Edit Limit' }).click();
  const save = (await charge.getByRole('button', { name: 'Save' }).boundingBox())!;
  const edit = (await basic.getByRole('button', { name: 'Edit' }).boundingBox())!;
  expect(Math.abs(save.x + save.width - (edit.x + edit.width))).toBeLessThan(2);
  await expectNoA11yViolations(page);
  // From the top: taken further down, the fixed top bar and menu would be drawn mid-page.
  await snapBothSizes(page, 'customer-detail-polish', async () => {
    await page.evaluate('window.scrollTo(0, 0)');
  });
  await charge.getByRole('button', { name: 'Discard Changes' }).click();

  // Scrolled to the end of the long page, the side menu's background still reaches the bottom.
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  const column = await sideMenu(page).evaluate((nav) => {
    const paper = nav.closest('.MuiDrawer-paper')!.getBoundingClientRect();
    const docked = nav.closest('.MuiDrawer-docked')!;
    const view = nav.ownerDocument.defaultView!;
    return {
      paper: { top: paper.top, bottom: paper.bottom },
      dockedBottom: docked.getBoundingClientRect().bottom + view.scrollY,
      pageHeight: nav.ownerDocument.documentElement.scrollHeight,
      background: view.getComputedStyle(docked).backgroundColor,
    };
  });
  expect(column.paper.top).toBeLessThanOrEqual(0);
  expect(column.paper.bottom).toBeGreaterThanOrEqual(800);
  // The column under the menu is white to the end of the page, not only one window high.
  expect(column.dockedBottom).toBeGreaterThanOrEqual(column.pageHeight - 1);
  expect(column.background).toBe('rgb(255, 255, 255)');
});
