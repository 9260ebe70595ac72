import { DASHBOARD_TEXTS, dashboardCard, dashboardCardsFor, type CurrentSession } from '@commerce/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signIn, signInWithForm, snap } from '../support/app.ts';
import { demoStaff } from '../support/users.ts';

/** The titles of the cards on the page, in order (each card is a region named by its heading). */
const cardTitles = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('region')
    .evaluateAll((regions) =>
      regions.map(
        (region) => document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    );

test('each demo user’s dashboard shows exactly the cards their keys open', async ({ page }) => {
  // Seven users, each signed in, looked at and checked with axe.
  test.setTimeout(240_000);
  for (const [group, user] of Object.entries(demoStaff)) {
    await page.context().clearCookies();
    await signIn(page, user, { path: '/dashboard' });
    const me = (await (await page.request.get('/api/me')).json()) as CurrentSession;
    const expected = dashboardCardsFor(me.Permissions).map((card) => card.title);
    const started = Date.now();
    await expect(page.getByRole('heading', { name: DASHBOARD_TEXTS.title, level: 1 })).toBeVisible();
    for (const title of expected) {
      await expect(page.getByRole('region', { name: title })).toBeVisible();
    }
    // Usable: every card has its figures (no placeholder left).
    await expect(page.getByRole('main').locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
    console.log(`dashboard of ${group} (${user.username}) usable ${Date.now() - started} ms after its shell`);
    expect(await cardTitles(page), group).toEqual(expected);
    await snap(page, `dashboard-${group}`);
    await expectNoA11yViolations(page);
  }
});

test('a number’s link opens the list with the same count', async ({ page }) => {
  await signIn(page, demoStaff.catalogue, { path: '/dashboard' });
  const catalogue = page.getByRole('region', { name: dashboardCard('catalogue').title });
  const noStock = catalogue.getByRole('link', { name: new RegExp(`^${DASHBOARD_TEXTS.noStock}: \\d+$`) });
  const count = Number(await noStock.textContent());
  expect(count, 'the demo data has active SKUs out of stock').toBeGreaterThan(0);
  await noStock.click();
  await expect(page).toHaveURL(/\/products\?status=active&flags=nostock$/);
  await expect(page.getByText(new RegExp(`of ${count}$`))).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the start page chosen on the profile opens after signing in, and a deep link still wins', async ({
  page,
}) => {
  const user = demoStaff.marketing;
  await signIn(page, user);
  await page.getByRole('radio', { name: 'Dashboard' }).click();
  await expect(page.getByRole('radio', { name: 'Dashboard' })).toBeChecked();
  await expect(page.getByText(DASHBOARD_TEXTS.startPageSaved)).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInWithForm(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInWithForm(page, user, { path: '/home-page' });
  await expect(page).toHaveURL(/\/home-page$/);
});
