import { expect, test } from '../support/test.ts';
import { expectProfile, fillSignIn, signInButton, snapBothSizes } from '../support/app.ts';
import { admin, ADMIN_PASSWORD, NEW_ADMIN_PASSWORD } from '../support/users.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';

// Runs as the 'first-sign-in' project, before every other journey: it replaces the first-start admin
// password with NEW_ADMIN_PASSWORD, which the other journeys then use. Alone, so the other worker waits for
// this one journey only.

test('the first admin sign-in asks for a new password, then opens the profile', async ({ page }) => {
  // While the reset is due the server refuses all but the profile routes; the page behind the dialog asks
  // none of them (it showed 'The orders could not be loaded.' once the password was set).
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  // Remember me, so the reload below starts the session again however long the steps before it took
  // (a token less than 30 s from expiry needs a refresh).
  await fillSignIn(page, { username: admin.username, password: ADMIN_PASSWORD }, { rememberMe: true });
  await signInButton(page).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Password Reset Required' })).toBeVisible();
  const newPassword = dialog.getByLabel('New Password', { exact: true });
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await snapBothSizes(
    page,
    'password-reset-dialog',
    async () => {
      await expect(dialog).toBeVisible();
    },
    { fullPage: false },
  );

  // Each of these misses one part of the rule (10+ characters, an uppercase letter, a digit, ! @ # $ %).
  for (const weak of ['Short!1', 'nouppercase!1', 'NoDigits!here', 'NoSpecial123']) {
    await newPassword.fill(weak);
    await expect(confirm, `'${weak}' must not be accepted`).toBeDisabled();
  }
  await newPassword.fill(NEW_ADMIN_PASSWORD);
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Your password has been updated.')).toBeVisible();
  await expectProfile(page, admin);
  for (const heading of ['My Store', 'Change Password', 'Recent Customer Orders']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(
    page.getByRole('table', { name: 'Recent Customer Orders' }).or(page.getByText('No Recent Orders')),
  ).toBeVisible();
  expect(refused).toEqual([]);

  // The new password took: a reload (same session) no longer asks for one, and no toast hides the top bar.
  await page.reload();
  await expectProfile(page, admin);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await snapBothSizes(page, 'profile-admin', async (size) => {
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(size === 'phone' ? 1 : 0);
    await expect(page.getByRole('heading', { name: 'My Profile', exact: true })).toBeVisible();
  });
});
