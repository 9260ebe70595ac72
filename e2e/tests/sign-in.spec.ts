import { expect, test } from '../support/test.ts';
import { fillSignIn, signInButton, snap, snapBothSizes, topBar } from '../support/app.ts';
import { admin } from '../support/users.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';

// The sign-in form's other ways; the first admin's first sign-in is first-sign-in.spec.ts.

test('a wrong password shows "Incorrect Credentials" and brings the form back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Commerce Admin' })).toBeVisible();
  await expectNoA11yViolations(page);
  await snapBothSizes(page, 'sign-in', async () => {
    await expect(signInButton(page)).toBeVisible();
  });

  await fillSignIn(page, { username: admin.username, password: 'Wrong!Pass99' });
  await signInButton(page).click();

  const toast = page.getByRole('alert').filter({ hasText: 'Incorrect Credentials' });
  await expect(toast).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(admin.username);
  await expect(signInButton(page)).toBeEnabled();
  await expect(topBar(page)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await snap(page, 'sign-in-incorrect-credentials');
});

test("'Forgot Password?' shows the instructions and 'Back to Login' returns to the form", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();

  await expect(page.getByText('Passwords are reset by the e-commerce team.')).toBeVisible();
  await expect(page.getByText(/request a reset by e-mail/)).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await snap(page, 'forgot-password');

  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(signInButton(page)).toBeVisible();
});
