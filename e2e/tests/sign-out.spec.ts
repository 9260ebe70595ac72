import { expect, test } from '../support/test.ts';
import { signInButton, signInWithForm, snap, storedSession, topBar } from '../support/app.ts';
import { fullName, taker } from '../support/users.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';

test('Sign Out returns to the sign-in screen, and a reload stays there', async ({
  page,
  context,
  request,
}) => {
  await signInWithForm(page, taker, { rememberMe: true });
  const tokens = Object.fromEntries(
    (await context.cookies()).map((cookie) => [cookie.name, cookie.value] as const),
  );
  expect(Object.keys(tokens)).toEqual(expect.arrayContaining(['ca_access', 'ca_refresh']));

  await topBar(page)
    .getByRole('button', { name: fullName(taker) })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'sign-out-user-menu', { fullPage: false });
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(signInButton(page)).toBeVisible();
  await expect(topBar(page)).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
  await expectNoA11yViolations(page);
  await snap(page, 'sign-out-signed-out');

  await page.reload();
  await expect(signInButton(page)).toBeVisible();
  await expect(topBar(page)).toHaveCount(0);

  // The server revoked both tokens: replaying the old cookies gets nowhere.
  const me = await request.get('/api/me', { headers: { cookie: `ca_access=${tokens.ca_access}` } });
  expect(me.status()).toBe(401);
  const refresh = await request.post('/api/auth/refresh', {
    headers: { cookie: `ca_refresh=${tokens.ca_refresh}`, 'x-commerce-admin': '1' },
  });
  expect(refresh.status()).toBe(401);
});
