import {
  DASHBOARD_TEXTS,
  dashboardCard,
  dashboardCardsFor,
  INTEGRATION_SYSTEM_LABELS,
  type CurrentSession,
  type IntegrationsCard,
  type ListPage,
  type SendListItem,
} from '@commerce/domain';
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

/** Every card of the page has its figures (no placeholder left). */
const usable = async (page: Page) => {
  await expect(page.getByRole('heading', { name: DASHBOARD_TEXTS.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('main').locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
};

/**
 * Milliseconds from `since` (the page's clock; 0 is the navigation's start) until every card of the page
 * shows its figures (no card busy), then until every chart is drawn too (no placeholder left): read in
 * the page at each frame, so the figures are the browser's, not the test's polling.
 */
const timesToUsable = (page: Page, cards: number, since: number) =>
  page
    .waitForFunction(
      ({ cards, since }) => {
        const state = window as unknown as { figuresAt?: number };
        const main = document.querySelector('main');
        const sections = main?.querySelectorAll('section[aria-labelledby]') ?? [];
        if (!main?.querySelector('h1') || sections.length < cards) return false;
        if (main.querySelector('section[aria-busy="true"]')) return false;
        state.figuresAt ??= performance.now();
        if (main.querySelector('.MuiSkeleton-root')) return false;
        const figures = state.figuresAt - since;
        delete state.figuresAt;
        return { figures: Math.round(figures), charts: Math.round(performance.now() - since) };
      },
      { cards, since },
      { polling: 'raf', timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<{ figures: number; charts: number }>);

test('the dashboard is usable within a second on the demo data for the administrator and the trainee', async ({
  page,
}) => {
  for (const user of [demoStaff.administrator, demoStaff.trainee]) {
    await page.context().clearCookies();
    await signIn(page, user, { path: '/profile' });
    const me = (await (await page.request.get('/api/me')).json()) as CurrentSession;
    const cards = dashboardCardsFor(me.Permissions).length;
    // From the menu, as staff open it: the page's code and every card's figures.
    const clicked = await page.evaluate(() => performance.now());
    await page.getByRole('navigation').getByRole('link', { name: DASHBOARD_TEXTS.title }).click();
    const fromMenu = await timesToUsable(page, cards, clicked);
    // And as the start page: the whole app loaded from the address.
    await page.reload();
    const fromReload = await timesToUsable(page, cards, 0);
    console.log(
      `dashboard of ${user.username} (${cards} cards): figures ${fromMenu.figures} ms, charts ${fromMenu.charts} ms after the menu's click; figures ${fromReload.figures} ms, charts ${fromReload.charts} ms after a reload's navigation`,
    );
    await usable(page);
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

/** The list's total as its pager shows it ('1–20 of 20', '0 of 0'). */
const expectListTotal = (page: Page, count: number) =>
  expect(page.getByText(new RegExp(`(^| )of ${count.toLocaleString('en-US')}$`))).toBeVisible();

test('the orders card’s and the catalogue checks’ numbers open lists with the same counts', async ({
  page,
}) => {
  await signIn(page, demoStaff.administrator, { path: '/dashboard' });
  await usable(page);
  const orders = page.getByRole('region', { name: dashboardCard('orders').title });
  const today = orders.getByRole('link', {
    name: new RegExp(`^${DASHBOARD_TEXTS.ordersToday}: \\d+ shipments$`),
  });
  // None on the journeys' demo (anchored in the past); a live start has today's.
  const shipments = Number(await today.textContent());
  await today.click();
  await expect(page).toHaveURL(/\/orders\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expectListTotal(page, shipments);
  await expectNoA11yViolations(page);

  for (const check of ['emptyCategories', 'eventsWithoutSlots'] as const) {
    await page.goto('/dashboard');
    await usable(page);
    const link = page
      .getByRole('region', { name: dashboardCard('catalogue').title })
      .getByRole('link', { name: new RegExp(`^${DASHBOARD_TEXTS[check]}: \\d+$`) });
    const count = Number(await link.textContent());
    await link.click();
    await expect(page).toHaveURL(check === 'emptyCategories' ? /\/categories\?/ : /\/events\?/);
    await expectListTotal(page, count);
    await snap(page, `dashboard-check-${check}`);
    await expectNoA11yViolations(page);
  }
});

test('‘Resend failed’ sends each failed send of a system once', async ({ page }) => {
  await signIn(page, demoStaff.administrator, { path: '/dashboard' });
  await usable(page);
  const card = (await (await page.request.get('/api/dashboard/integrations')).json()) as IntegrationsCard;
  // The demo's bounced e-mails (seed-users.ts dates them hours ago); the other systems' failures are the
  // orders journeys' to send.
  const health = card.Systems.find((system) => system.System === 'email');
  expect(health?.Failed, 'the demo dataset has bounced e-mails').toBeGreaterThan(0);
  const failedSends = async () =>
    (
      (await (
        await page.request.get('/api/sends', {
          params: { System: health!.System, Status: 'failed', FailedSince: card.Since, pageSize: 100 },
        })
      ).json()) as ListPage<SendListItem>
    ).Items;
  const failed = await failedSends();
  expect(failed).toHaveLength(health!.Failed);
  const sendCount = async () =>
    (
      (await (
        await page.request.get('/api/sends', { params: { System: health!.System } })
      ).json()) as ListPage<SendListItem>
    ).Meta.TotalCount;
  const sendsBefore = await sendCount();

  const label = INTEGRATION_SYSTEM_LABELS[health!.System];
  const region = page.getByRole('region', { name: dashboardCard('integrations').title });
  await region.getByRole('button', { name: `${DASHBOARD_TEXTS.resendFailed}: ${label}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: DASHBOARD_TEXTS.resendFailed }).click();
  // The job's progress, until every send put back in line has gone out (connectors write files here).
  await expect(region.getByRole('status')).toHaveText(DASHBOARD_TEXTS.resendDone(failed.length, 0), {
    timeout: 30_000,
  });
  await snap(page, 'dashboard-resent');
  // Each went again once: the same sends, none made anew, none left failed.
  expect(await sendCount()).toBe(sendsBefore);
  expect(await failedSends()).toHaveLength(0);
  // Nothing left to resend: the button says why, and asking again queues nothing.
  await expect(
    region.getByRole('button', { name: `${DASHBOARD_TEXTS.resendFailed}: ${label}` }),
  ).toBeDisabled();
  const again = await page.request.post(`/api/dashboard/integrations/${health!.System}/resend-failed`, {
    headers: { 'x-commerce-admin': '1' },
  });
  expect(again.status()).toBe(202);
  expect(((await again.json()) as { Total: number }).Total).toBe(0);
  await expectNoA11yViolations(page);
});
