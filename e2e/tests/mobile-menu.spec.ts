import { expect, test } from '../support/test.ts';
import { PHONE, sideMenu, signIn, snap, topBar } from '../support/app.ts';
import { taker } from '../support/users.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';

test.use({ viewport: PHONE });

test("at 390×844 the 'Open menu' button opens the drawer with the menu entries", async ({ page }) => {
  await signIn(page, taker);
  await expect(topBar(page).getByText('My Profile', { exact: true })).toBeVisible();
  await expect(sideMenu(page)).toBeHidden();
  await expectNoA11yViolations(page);
  await snap(page, 'mobile-menu-closed');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = sideMenu(page);
  await expect(menu).toBeVisible();
  for (const entry of ['My Profile', 'Orders', 'Customers', 'Home Page']) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Admin Tools', exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await snap(page, 'mobile-menu-open', { fullPage: false });

  // Choosing an entry navigates and closes the drawer.
  await menu.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(sideMenu(page)).toBeHidden();
  await expect(topBar(page).getByText('Orders', { exact: true })).toBeVisible();
});
