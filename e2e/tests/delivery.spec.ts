import {
  addMonths,
  calendarMonthOf,
  DELIVERY_TEXTS,
  DESTINATION_TEXTS,
  HOLIDAY_FEE_TEXTS,
  isoDate,
  longDate,
  monthKey,
  storeDateOf,
} from '@commerce/domain';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { expectListLoaded, sideMenu, signIn, snap, snapFromTop } from '../support/app.ts';
import { demoStaff } from '../support/users.ts';

const delivery = demoStaff.delivery;
const mark = Date.now().toString(36).slice(-4);
/** An amount that differs on every run, so a journey never passes on what an earlier run saved. */
const amount = (base: number) => `${base + (Date.now() % 90)}.${String(Date.now() % 97).padStart(2, '0')}`;

/** A titled block of a page (SectionCard: a section or form with an h2). */
const panel = (page: Page, title: string) =>
  page
    .locator('section, form')
    .filter({ has: page.getByRole('heading', { name: title, exact: true, level: 2 }) });

async function deliveryPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, delivery, { path: '/delivery' });
  await expect(page.getByRole('heading', { name: DELIVERY_TEXTS.pageTitle })).toBeVisible();
  return page;
}

test('a Delivery user changes the standard delivery fee and the storefront file shows it', async ({
  page,
}) => {
  await signIn(page, delivery, { path: '/delivery' });
  const local = panel(page, 'Local Delivery');
  await expect(local.getByText('Standard Delivery')).toBeVisible();
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'delivery-settings');

  const fee = amount(10);
  await local.getByRole('button', { name: 'Edit Local Delivery' }).click();
  const input = local.getByRole('textbox', { name: 'Standard Delivery', exact: true });
  await input.fill(fee);
  await expectNoA11yViolations(page);
  await local.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(DELIVERY_TEXTS.saved('Local Delivery'))).toBeVisible();
  await expect(local.getByText(`$${fee}`)).toBeVisible();

  // The storefront reads buyerxp.json (a cache-busting value as it does); the publish follows the save.
  await expect
    .poll(
      async () => {
        const file = await page.request.get(`/public/buyerxp.json?v=${Date.now()}`);
        return (await file.json()).Shippers.LocalDelivery.StandardDeliveryFees;
      },
      { timeout: 15_000 },
    )
    .toBe(fee);

  // The panel's History names the change.
  await expect(page.getByText(DELIVERY_TEXTS.saved('Local Delivery'))).toBeHidden();
  await local.getByRole('button', { name: 'History of Local Delivery' }).click();
  const history = page.getByRole('dialog', { name: 'History of Local Delivery' });
  await expect(history.getByText(`→ ${fee}`).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await history.getByRole('button', { name: 'Close' }).click();
});

test('two people save two different panels and both saves survive; a stale save of one panel keeps the input', async ({
  browser,
}) => {
  test.slow();
  const [first, second] = [await deliveryPage(browser), await deliveryPage(browser)];
  const ups = amount(12);
  const courier = amount(25);

  // Both open their panel before either saves.
  await panel(first, 'UPS').getByRole('button', { name: 'Edit UPS' }).click();
  await panel(second, 'Courier').getByRole('button', { name: 'Edit Courier' }).click();
  await panel(first, 'UPS').getByRole('textbox', { name: 'Standard UPS Charges' }).fill(ups);
  await panel(second, 'Courier').getByRole('textbox', { name: 'Courier (OMS)' }).fill(courier);
  await panel(first, 'UPS').getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText(DELIVERY_TEXTS.saved('UPS'))).toBeVisible();
  await panel(second, 'Courier').getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText(DELIVERY_TEXTS.saved('Courier'))).toBeVisible();

  for (const page of [first, second]) {
    await page.reload();
    await expect(panel(page, 'UPS').getByText(`$${ups}`)).toBeVisible();
    await expect(panel(page, 'Courier').getByText(`$${courier}`)).toBeVisible();
  }

  // The same panel: the later save is told someone else saved first, keeps its input and saves on top.
  const wired = (page: Page) => panel(page, 'Wired');
  await wired(first).getByRole('button', { name: 'Edit Wired' }).click();
  await wired(second).getByRole('button', { name: 'Edit Wired' }).click();
  const service = amount(3);
  const wiredDelivery = amount(20);
  await wired(first).getByRole('textbox', { name: 'Wired Service Fees' }).fill(service);
  await wired(first).getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText(DELIVERY_TEXTS.saved('Wired'))).toBeVisible();
  await wired(second).getByRole('textbox', { name: 'Wired Delivery Fees' }).fill(wiredDelivery);
  await wired(second).getByRole('button', { name: 'Save' }).click();
  await expect(wired(second).getByText(DELIVERY_TEXTS.staleSection)).toBeVisible();
  await expect(wired(second).getByRole('textbox', { name: 'Wired Delivery Fees' })).toHaveValue(
    wiredDelivery,
  );
  // The field the second person did not touch now shows the first person's value.
  await expect(wired(second).getByRole('textbox', { name: 'Wired Service Fees' })).toHaveValue(service);
  await snap(second, 'delivery-stale-panel', { fullPage: false });
  await wired(second).getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText(DELIVERY_TEXTS.saved('Wired'))).toBeVisible();
  await expect(wired(second).getByText(`$${service}`)).toBeVisible();
  await expect(wired(second).getByText(`$${wiredDelivery}`)).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test("adding a holiday fee with a past date shows the spec's error; a date to come is added", async ({
  page,
}) => {
  await signIn(page, delivery, { path: '/holidayDeliveryFees' });
  const fees = panel(page, 'Holiday Delivery Fees');
  await expect(fees.getByRole('table', { name: 'Holiday Delivery Fees' })).toBeVisible();
  // The page's heading says it once; the card's heading names the card for screen readers only.
  const shownHeadings = await page
    .locator('main h1, main h2')
    .filter({ hasText: 'Holiday Delivery Fees' })
    .evaluateAll(
      (headings) => headings.filter((heading) => heading.getBoundingClientRect().width > 1).length,
    );
  expect(shownHeadings).toBe(1);
  await expectNoA11yViolations(page);
  const name = `E2E Holiday ${mark}`;
  const year = Number(storeDateOf().slice(0, 4));

  await fees.getByRole('button', { name: 'Add Fee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Holiday Delivery Fee' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByLabel('Date').fill(`${year - 1}-12-24`);
  await dialog.getByRole('textbox', { name: 'Fee' }).fill('12.5');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText(HOLIDAY_FEE_TEXTS.invalid)).toBeVisible();
  await expect(dialog.getByText(HOLIDAY_FEE_TEXTS.pastDate)).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'holiday-fee-past-date', { fullPage: false });

  const date = `${year + 1}-${String((Date.now() % 9) + 1).padStart(2, '0')}-${String((Date.now() % 27) + 1).padStart(2, '0')}`;
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(HOLIDAY_FEE_TEXTS.added(name))).toBeVisible();
  const row = fees.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('$12.50');

  // The name filter, then remove (the default confirmation).
  await fees.getByRole('textbox', { name: 'Filter' }).fill(`holiday ${mark}`);
  await expect(fees.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(HOLIDAY_FEE_TEXTS.removed(name))).toBeVisible();
  await expect(fees.getByText(HOLIDAY_FEE_TEXTS.noMatch)).toBeVisible();
});

test('a Delivery user closes a date on the calendar, and past dates are read-only', async ({ page }) => {
  const next = addMonths(calendarMonthOf(storeDateOf()), 1);
  const date = isoDate(next.year, next.month, 15);
  await signIn(page, delivery, { path: `/delivery/calendar?month=${monthKey(next)}` });
  const day = page.getByRole('button', { name: new RegExp(`^${longDate(date)}:`) });
  await expect(day).toBeVisible();
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'delivery-calendar');

  await day.click();
  const dialog = page.getByRole('dialog', { name: longDate(date) });
  await dialog.getByRole('button', { name: 'Close Date' }).click();
  for (const slot of await dialog.getByRole('switch', { name: /offered/ }).all())
    await expect(slot).not.toBeChecked();
  await expectNoA11yViolations(page);
  await snap(page, 'delivery-calendar-date', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(DELIVERY_TEXTS.dateSlotsSaved(longDate(date)))).toBeVisible();
  await expect(day).toHaveAccessibleName(
    new RegExp(`${DELIVERY_TEXTS.statusLabels['all-disabled']}, 0 of 3 slots, own slots`),
  );

  // Back to the default slots.
  await day.click();
  await dialog.getByRole('button', { name: 'Use Default Slots' }).click();
  await expect(page.getByText(DELIVERY_TEXTS.dateSlotsRemoved(longDate(date)))).toBeVisible();
  await expect(day).not.toHaveAccessibleName(/own slots/);

  // Two months back in two quick clicks (each moves on from the month the last one asked for); last month's
  // days are not buttons.
  await page.getByRole('button', { name: 'Previous month' }).dblclick();
  const past = addMonths(next, -2);
  await expect(
    page.getByRole('img', {
      name: new RegExp(`^${longDate(isoDate(past.year, past.month, 1))}:.*\\(past\\)`),
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`^${longDate(isoDate(past.year, past.month, 1))}`) }),
  ).toHaveCount(0);
});

test('adding the same destination twice is refused with the spec text', async ({ page }) => {
  await signIn(page, delivery, { path: '/destinations' });
  await expectListLoaded(page.getByRole('table', { name: 'Destinations' }));
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'destinations');

  const name = `E2E Chapel ${mark}`;
  const fill = async () => {
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Church' }).click();
    await page.getByRole('textbox', { name: 'Company Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('120 Lake St');
    await page.getByRole('textbox', { name: 'City' }).fill('Minneapolis');
    await page.getByRole('textbox', { name: 'Zip' }).fill('55408');
    await page.getByRole('textbox', { name: 'Phone' }).fill('6125550147');
    await page.getByRole('textbox', { name: 'Surcharge' }).fill('4');
  };
  await page.getByRole('link', { name: 'New Destination' }).click();
  await expect(page.getByRole('heading', { name: DESTINATION_TEXTS.newTitle })).toBeVisible();
  await fill();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/destinations\/Church-E2eChapel/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('$4.00', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'destination-detail');

  await page.goto('/destinations/create');
  await fill();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(DESTINATION_TEXTS.duplicateDestination)).toBeVisible();
  await snap(page, 'destination-duplicate', { fullPage: false });

  // The list finds it by search and by type; Route Code Management leaves for the route codes.
  await page.goto(`/destinations?search=${encodeURIComponent(name)}&type=Church`);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.goto('/destinations?type=RouteCodeManagement');
  await expect(page).toHaveURL(/\/destinations\/zip$/);
});

test('a Delivery user adds a route code; the same zip and city again is refused', async ({ page }) => {
  await signIn(page, delivery, { path: '/destinations/zip' });
  const table = page.getByRole('table', { name: 'Route Codes' });
  await expectListLoaded(table);
  await expectNoA11yViolations(page);
  const zip = `56${String(Date.now() % 1000).padStart(3, '0')}`;
  const city = `Lakeville ${mark}`;

  await page.getByRole('link', { name: 'New Route Code' }).click();
  await page.getByRole('textbox', { name: 'Zip' }).fill(zip);
  await page.getByRole('textbox', { name: 'City' }).fill(city);
  await page.getByRole('textbox', { name: 'Route Code' }).fill('LKV-E2E');
  await page.getByRole('textbox', { name: 'Surcharge' }).fill('3x.5');
  await expect(page.getByRole('textbox', { name: 'Surcharge' })).toHaveValue('3.5');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `${zip} ${city}` })).toBeVisible();
  await expect(page.getByText('$3.50', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Created by')).toBeVisible();
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'route-code-detail');

  await page.goto('/destinations/zip/create');
  await page.getByRole('textbox', { name: 'Zip' }).fill(zip);
  await page.getByRole('textbox', { name: 'City' }).fill(city.toUpperCase());
  await page.getByRole('textbox', { name: 'Route Code' }).fill('LKV-2');
  await page.getByRole('textbox', { name: 'Surcharge' }).fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(DESTINATION_TEXTS.duplicateRouteCode)).toBeVisible();

  await page.goto(`/destinations/zip?search=${zip}`);
  await expect(table.getByRole('row').filter({ hasText: 'LKV-E2E' })).toBeVisible();
  await snapFromTop(page, 'route-codes');
});

test('a Marketing user is refused by the screens and by the API', async ({ page }) => {
  await signIn(page, demoStaff.marketing, { path: '/profile' });
  for (const entry of ['Delivery', 'Holiday Delivery Fees', 'Destinations']) {
    await expect(sideMenu(page).getByRole('link', { name: entry, exact: true })).toHaveCount(0);
  }
  for (const path of ['/delivery', '/delivery/calendar', '/holidayDeliveryFees/zip', '/destinations/zip']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/profile$/);
  }
  const headers = { 'x-commerce-admin': '1', 'if-match': '"1"' };
  const routeCode = { Zip: '55499', City: 'Nowhere', RouteCode: 'NONE', Surcharge: '1' };
  const refused = [
    await page.request.get('/api/settings/buyerxp/delivery-local-fees'),
    await page.request.put('/api/settings/buyerxp/delivery-ups', { headers, data: { Value: '1.00' } }),
    await page.request.get('/api/destinations'),
    await page.request.post('/api/route-codes', { headers, data: routeCode }),
  ];
  for (const response of refused) expect(response.status(), response.url()).toBe(403);
});
