import {
  adminUserListSpec,
  aseDrawerListSpec,
  customerListSpec,
  destinationListSpec,
  eventListSpec,
  giftCardListSpec,
  orderListSpec,
  productListSpec,
  redirectListSpec,
  roleListSpec,
  routeCodeListSpec,
  storeListSpec,
  type AnyListSpec,
} from '@commerce/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { sideMenu, signIn, snapFromTop } from '../support/app.ts';
import { demoStaff } from '../support/users.ts';

/** A list and how a user reaches it: a link of the side menu, or of the page the list is opened from. */
interface ListVisit {
  spec: AnyListSpec;
  from: string;
  /** The link clicked on `from` (the side menu's when `menu`); a card's link is named by all its text. */
  link: string | RegExp;
  menu?: boolean;
  /** The tab the list sits on, when its link is a tab. */
  tab?: boolean;
}

const LISTS: ListVisit[] = [
  { spec: orderListSpec, from: '/profile', link: 'Orders', menu: true },
  { spec: customerListSpec, from: '/profile', link: 'Customers', menu: true },
  { spec: productListSpec, from: '/profile', link: 'Products', menu: true },
  { spec: eventListSpec, from: '/profile', link: 'Events', menu: true },
  { spec: giftCardListSpec, from: '/profile', link: 'Gift Cards', menu: true },
  { spec: destinationListSpec, from: '/profile', link: 'Destinations', menu: true },
  { spec: routeCodeListSpec, from: '/destinations', link: 'Route Codes' },
  { spec: storeListSpec, from: '/profile', link: 'Stores', menu: true },
  { spec: redirectListSpec, from: '/profile', link: 'Marketing', menu: true },
  { spec: adminUserListSpec, from: '/admin', link: /^Internal Users/ },
  { spec: roleListSpec, from: '/admin', link: /^User Roles/ },
  { spec: aseDrawerListSpec, from: '/dcf', link: 'ASE Drawers', tab: true },
];

/**
 * How the table lays out at this width: how far it runs past its container, and the cells whose text is cut
 * (wider than the cell, or ended in an ellipsis) rather than wrapped.
 */
const layoutOf = (table: Locator) =>
  table.evaluate((element) => {
    const container = element.parentElement!;
    const cut = [...element.querySelectorAll('tbody td')].flatMap((cell) => {
      const style = getComputedStyle(cell);
      const ellipsis = style.textOverflow === 'ellipsis' && style.overflow === 'hidden';
      return cell.scrollWidth > cell.clientWidth + 1 || ellipsis ? [cell.textContent ?? ''] : [];
    });
    return { overflow: container.scrollWidth - container.clientWidth, cut };
  });

/**
 * Opens the list as its user does and answers how long its first page took to show, in ms: from the click to
 * the first frame drawn with its rows, timed in the page (the test's own polling would add its delay). The
 * first list opened also loads the list screens' code, and the server answers its first query of a kind
 * slower; both are part of what a user waits for.
 */
async function openList(page: Page, visit: ListVisit): Promise<number> {
  await page.goto(visit.from);
  const scope = visit.menu ? sideMenu(page) : page.getByRole('main');
  const name = { name: visit.link, exact: true };
  const link = visit.tab ? scope.getByRole('tab', name) : scope.getByRole('link', name);
  await expect(link).toBeVisible();
  await page.evaluate((label) => {
    const clock = window as unknown as { listShownAfter?: number };
    const selector = `table[aria-label="${label}"][aria-busy="false"] tbody tr td`;
    // From the click as the page hears it: the test's click first waits for the link to be ready.
    let started = 0;
    document.addEventListener('click', () => (started = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!started || !document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (clock.listShownAfter = performance.now() - started)));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  }, visit.spec.label);
  await link.click();
  const table = page.getByRole('table', { name: visit.spec.label, exact: true });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.locator('tbody tr td').first()).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { listShownAfter?: number }).listShownAfter);
  return Math.round(
    await page.evaluate(() => (window as unknown as { listShownAfter: number }).listShownAfter),
  );
}

test('every list shows its default columns whole at 1280 px, and its first page soon after navigation', async ({
  page,
}) => {
  test.slow();
  await signIn(page, demoStaff.administrator, { path: '/profile' });
  const times: string[] = [];
  for (const visit of LISTS) {
    const ms = await openList(page, visit);
    times.push(`${visit.spec.label}: ${ms} ms`);
    const table = page.getByRole('table', { name: visit.spec.label, exact: true });
    const layout = await layoutOf(table);
    expect(layout.overflow, `${visit.spec.label} scrolls sideways at 1280 px`).toBeLessThanOrEqual(0);
    expect(layout.cut, `${visit.spec.label} cuts text short`).toEqual([]);
    await expectNoA11yViolations(page);
    await snapFromTop(page, `list-${visit.spec.id}-1280`);
  }
  // A record of the time from the click to the first page drawn (the target: within 1 s on the demo data);
  // measured here, never asserted, as the machine running the journeys may be busy.
  console.log(`First page on screen after the click:\n  ${times.join('\n  ')}`);
});

test('the orders list shows when each order came in: the date and the time', async ({ page }) => {
  await signIn(page, demoStaff.orderTaker, { path: '/orders' });
  const table = page.getByRole('table', { name: orderListSpec.label, exact: true });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const submitted = await table.locator('thead th').allTextContents();
  const column = submitted.findIndex((header) => header.startsWith('Submitted'));
  await expect(table.locator(`tbody tr td:nth-child(${column + 1})`).first()).toHaveText(
    /^\d{2}\/\d{2}\/\d{2} \d{1,2}:\d{2} (am|pm)$/i,
  );
});

test('a product name is whole on two lines, and a column turned on may scroll the table', async ({
  page,
}) => {
  await signIn(page, demoStaff.catalogue, { path: '/products?search=Aurora%20Birthday%20Bouquet' });
  const table = page.getByRole('table', { name: productListSpec.label, exact: true });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const name = table.getByRole('cell', { name: /^Aurora Birthday Bouquet - / }).first();
  await expect(name).toBeVisible();
  // The variant (after ' - ') shows: the name breaks onto a second line rather than ending in '…'.
  const lines = await name.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBeLessThanOrEqual(2);
  expect((await layoutOf(table)).cut).toEqual([]);

  // The spec's columns a user reads less often are in the Columns menu; turned on, they are there.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitem', { name: 'Fineline' }).click();
  await page.getByRole('menuitem', { name: 'Safety Stock' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Safety Stock' })).toBeVisible();
  await expect(page).toHaveURL(/columns=/);
});
