import { STORE_TEXTS } from '@commerce/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { moveUpWithKeyboard, sideMenu, signIn, snap, snapFromTop } from '../support/app.ts';
import { demoStaff, taker } from '../support/users.ts';

const CSRF = { 'x-commerce-admin': '1' };
const marketing = demoStaff.marketing;
const mark = Date.now().toString(36).slice(-4);
/** A phone that differs on every run, so the derived store ID does too. */
const phone = `612555${String(Date.now() % 10_000).padStart(4, '0')}`;

/** A titled block of a page (SectionCard: a section or form with an h2). */
const panel = (page: Page, title: string) =>
  page
    .locator('section, form')
    .filter({ has: page.getByRole('heading', { name: title, exact: true, level: 2 }) });

const storeRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function fillNewStore(page: Page, name: string, street: string, zip: string) {
  await page.getByLabel('Store Name').fill(name);
  await page.getByLabel(/^Address/).fill(street);
  await page.getByLabel('Zip').fill(zip);
  await page.getByLabel('Phone').fill(phone);
}

test('a Marketing user creates a kiosk at a Minneapolis address, sees it geocoded, and an unknown ZIP refused', async ({
  page,
}) => {
  await signIn(page, marketing, { path: '/stores' });
  await expect(page.getByRole('radio', { name: 'Kiosk' })).toBeVisible();
  await expect(storeRow(page, "Bachman's on Lyndale")).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'stores-list');

  await page.getByRole('radio', { name: 'Kiosk' }).click();
  await expect(page).toHaveURL(/type=kiosk/);
  await expect(page.getByRole('radio', { name: 'Kiosk' })).toBeChecked();
  await expect(storeRow(page, "Bachman's at Southdale Center")).toBeVisible();
  await expect(storeRow(page, "Bachman's on Lyndale")).toHaveCount(0);

  await page.getByRole('link', { name: STORE_TEXTS.newStore }).click();
  await expect(page.getByRole('heading', { name: STORE_TEXTS.newStore })).toBeVisible();
  // The form's defaults: Minneapolis, MN, a Kiosk (no will-call, no Eagle codes).
  await expect(page.getByLabel('City')).toHaveValue('Minneapolis');
  await expect(page.getByLabel('State')).toHaveValue('MN');
  await expect(page.getByRole('radio', { name: 'Kiosk' })).toBeChecked();
  await expect(page.getByLabel('Eagle Code (1-digit)')).toHaveCount(0);

  // An address the geocoder cannot place is refused and nothing is saved.
  await fillNewStore(page, `E2E Nowhere ${mark}`, '1 Nowhere Rd', '00000');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(STORE_TEXTS.addressNotFound)).toBeVisible();
  await expect(page.getByText('ZIP 00000 is not a known US ZIP code.')).toBeVisible();
  await expect(page).toHaveURL(/\/stores\/create$/);
  await snap(page, 'stores-create-unknown-zip');

  // A real Minneapolis address: geocoded from the ZIP table, the store starts Inactive.
  await page.getByLabel('Store Name').fill(`E2E Nicollet Kiosk ${mark}`);
  await page.getByLabel(/^Address/).fill('900 Nicollet Mall');
  await page.getByLabel('Zip').fill('55402');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(STORE_TEXTS.created)).toBeVisible();
  await expect(page).toHaveURL(/\/stores\/Store-E2eNicolletKiosk/);
  const info = panel(page, 'Store Info');
  await expect(info.getByText('Inactive')).toBeVisible();
  await expect(info.getByText(/^44\.9\d+, -93\.2\d+$/)).toBeVisible();
  await expect(info.getByText(/^zip:55402:/)).toBeVisible();
  await expect(panel(page, 'Eagle Codes')).toHaveCount(0);
  // Its storefront page (the sitemap lists it once the store is active) is named after the store.
  await expect(
    panel(page, 'Store Page SEO').getByText(`e2e-nicollet-kiosk-${mark.toLowerCase()}`),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'stores-kiosk-created');

  // An inactive store can be deleted, once the acknowledgement is ticked.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: STORE_TEXTS.deleteTitle });
  const remove = confirm.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeDisabled();
  await confirm.getByLabel(STORE_TEXTS.deleteAcknowledge).check();
  await expectNoA11yViolations(page);
  await remove.click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByText(STORE_TEXTS.deleted)).toBeVisible();
});

test('on a store page, a holiday added twice warns and a dragged schedule keeps its place after a reload', async ({
  page,
}) => {
  test.slow();
  await signIn(page, marketing, { path: '/stores?search=Plymouth' });
  await storeRow(page, "Bachman's Plymouth").click();
  await expect(page.getByRole('heading', { name: "Bachman's Plymouth", level: 1 })).toBeVisible();
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'stores-store-page');

  // Holiday Hours: a preset holiday, then the same one again, which only warns.
  const holidays = panel(page, 'Holiday Hours');
  const holiday = `E2E Holiday ${mark}`;
  for (const round of [1, 2]) {
    await holidays.getByRole('button', { name: 'Add Holiday' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Holiday' });
    await dialog.getByRole('combobox', { name: 'Holiday' }).click();
    await page.getByRole('option', { name: 'Custom' }).click();
    await dialog.getByLabel('Holiday Name').fill(holiday);
    await dialog.getByLabel('Operating Hours').fill('10:00 AM - 2:00 PM');
    if (round === 1) await expect(dialog.getByText(STORE_TEXTS.duplicateHoliday)).toHaveCount(0);
    else {
      await expect(dialog.getByText(STORE_TEXTS.duplicateHoliday)).toBeVisible();
      await expectNoA11yViolations(page);
      await snap(page, 'stores-duplicate-holiday');
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(holidays.getByRole('cell', { name: holiday, exact: true })).toHaveCount(2);

  // Store Hours: a new schedule goes last; dragged one step up it is saved at once and stays after a reload.
  const hours = panel(page, 'Store Hours');
  const title = `E2E Hours ${mark}`;
  await hours.getByRole('button', { name: 'Add Hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Store Hours' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Mon start').fill('18:00');
  await expect(dialog.getByText(STORE_TEXTS.hoursOrder)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Mon start').fill('09:00');
  await expect(dialog.getByText(STORE_TEXTS.hoursOrder)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const handles = hours.getByRole('button', { name: /^Move / });
  const before = await handles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  expect(before.at(-1)).toBe(`Move ${title}`);
  const handle = hours.getByRole('button', { name: `Move ${title}` });
  // The closed dialog hands focus back to Add Hours first; then the handle, in view.
  await expect(hours.getByRole('button', { name: 'Add Hours' })).toBeFocused();
  await page.waitForLoadState('networkidle');
  await handle.scrollIntoViewIfNeeded();
  await moveUpWithKeyboard(page, handle, title);
  const moved = [...before.slice(0, -2), `Move ${title}`, before.at(-2)];
  await expect(page.getByText('The store hours order has been saved.')).toBeVisible();
  await page.reload();
  await expect(panel(page, 'Store Hours').getByRole('button', { name: /^Move / })).toHaveCount(moved.length);
  expect(
    await panel(page, 'Store Hours')
      .getByRole('button', { name: /^Move / })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
  ).toEqual(moved);
});

test('an Order Takers user has no Stores: the menu, the page and the API refuse them', async ({ page }) => {
  await signIn(page, taker);
  await expect(sideMenu(page).getByRole('link', { name: 'Stores', exact: true })).toHaveCount(0);
  await page.goto('/stores');
  await expect(page).toHaveURL(/\/profile$/);
  expect((await page.request.get('/api/stores')).status()).toBe(403);
  const create = await page.request.post('/api/stores', {
    headers: CSRF,
    data: {
      CompanyName: 'Taker Store',
      Street1: '900 Nicollet Mall',
      City: 'Minneapolis',
      State: 'MN',
      Zip: '55402',
      Phone: '6125550000',
      StoreType: 'Kiosk',
      WillCall: false,
      StoreID_1digit: null,
      StoreID_2digit: null,
    },
  });
  expect(create.status()).toBe(403);
});
