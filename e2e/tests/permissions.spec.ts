import { expect, test } from '../support/test.ts';
import { expectProfile, sideMenu, signIn, snap, topBar } from '../support/app.ts';
import { admin, demoStaff, NEW_ADMIN_PASSWORD, taker, trainee } from '../support/users.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';

test.describe('an order taker without internal-reader', () => {
  test('opening /admin/users sends them to /profile', async ({ page }) => {
    await signIn(page, taker);
    await page.goto('/admin/users');
    await expectProfile(page, taker);
    await expectNoA11yViolations(page);
    await snap(page, 'permissions-taker-redirected-to-profile');
  });

  test('a deep link to /admin/users also ends on /profile after signing in', async ({ page }) => {
    await signIn(page, taker, { path: '/admin/users' });
    await expectProfile(page, taker);
  });

  test('the side menu shows Orders, Customers and Build Order but not Admin Tools nor Bulk Operations', async ({
    page,
  }) => {
    await signIn(page, taker);
    const menu = sideMenu(page);
    for (const entry of ['My Profile', 'Orders', 'Build Order', 'Customers', 'Home Page']) {
      await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    for (const entry of ['Admin Tools', 'Bulk Operations', 'Products']) {
      await expect(menu.getByRole('link', { name: entry, exact: true })).toHaveCount(0);
    }
    await expect(topBar(page).getByText('Training', { exact: true })).toHaveCount(0);
    await expect(topBar(page)).toHaveCSS('border-bottom-width', '0px');
    await expectNoA11yViolations(page);
    await snap(page, 'permissions-taker-side-menu');

    await menu.getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(page).toHaveURL(/\/customers$/);
    await expect(topBar(page).getByText('Customers', { exact: true })).toBeVisible();
  });
});

test('a reader opening a create page lands on /profile and never sees its label', async ({ page }) => {
  // Customer Service reads stores and destinations and may create neither.
  await signIn(page, demoStaff.customerService);
  // Every label the top bar shows, as it shows it, from the first paint of each document on.
  await page.addInitScript(() => {
    const shown = new Set<string>();
    (window as unknown as { shownLabels: Set<string> }).shownLabels = shown;
    new MutationObserver(() => {
      const label = document.querySelector('header .MuiTypography-h6')?.textContent;
      if (label) shown.add(label);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  for (const path of ['/stores/create', '/destinations/create', '/destinations/zip/create']) {
    await page.goto(path);
    await expectProfile(page, demoStaff.customerService);
    const shown = await page.evaluate(() => [
      ...(window as unknown as { shownLabels: Set<string> }).shownLabels,
    ]);
    expect(shown, path).toEqual(['My Profile']);
  }
});

test('the admin (after the first-sign-in reset) sees Admin Tools and can open it', async ({ page }) => {
  await signIn(page, { username: admin.username, password: NEW_ADMIN_PASSWORD });
  await expectProfile(page, admin);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const menu = sideMenu(page);
  await expect(menu.getByRole('link', { name: 'Admin Tools', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bulk Operations', exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'permissions-admin-side-menu');

  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(topBar(page).getByText('Internal Users', { exact: true })).toBeVisible();
});

test('a Training_Team member sees the red Training chip in the top bar', async ({ page }) => {
  await signIn(page, trainee);
  await expectProfile(page, trainee);
  const chip = topBar(page)
    .locator('.MuiChip-root')
    .filter({ hasText: /^Training$/ });
  await expect(chip).toBeVisible();
  // The chip is red (MUI's error colour, #d32f2f), not the purple of the bar behind it.
  await expect(chip).toHaveClass(/MuiChip-colorError/);
  await expect(chip).toHaveCSS('background-color', 'rgb(211, 47, 47)');
  // And the red rule under the top bar.
  await expect(topBar(page)).toHaveCSS('border-bottom', '4px solid rgb(211, 47, 47)');
  await expectNoA11yViolations(page);
  await snap(page, 'permissions-trainee-training-chip');
});
