import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { fillSignIn, sideMenu, signIn, signInButton, snap, snapFromTop, topBar } from '../support/app.ts';
import { admin, fullName, NEW_ADMIN_PASSWORD } from '../support/users.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';

const adminCredentials = { username: admin.username, password: NEW_ADMIN_PASSWORD };
const CSRF = { 'x-commerce-admin': '1' };

// The journeys change users; each run starts from a fresh database, and names carry this run's mark so a
// spec rerun against the same server does not trip over its own leftovers.
const mark = Date.now().toString(36).slice(-4);

/** The first flagship store the store picker offers. */
async function firstStore(request: APIRequestContext): Promise<{ ID: string; CompanyName: string }> {
  const response = await request.get('/api/admin-users/store-options');
  expect(response.ok()).toBe(true);
  const { Items } = (await response.json()) as { Items: { ID: string; CompanyName: string }[] };
  expect(Items.length, 'the e2e data needs at least one flagship store').toBeGreaterThan(0);
  return Items[0]!;
}

/** Creates an internal user through the API with the admin's session (what the journey needs, fast). */
async function createUserByApi(page: Page, username: string, lastName: string) {
  const store = await firstStore(page.request);
  const response = await page.request.post('/api/admin-users', {
    headers: CSRF,
    data: {
      Username: username,
      FirstName: 'Bulk',
      LastName: lastName,
      Email: `${username}@example.com`,
      xp: { StoreAddressID: store.ID },
      Password: 'Bulk!Pass123',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const row = (page: Page, id: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });

test('an admin creates a role and a user with it; that user sees only those areas', async ({ page }) => {
  test.slow();
  const roleId = `E2E_Florists_${mark}`;
  const roleName = `E2E Florists ${mark}`;
  const username = `flor${mark}`;
  const firstPassword = 'Florist!Pw12';
  const ownPassword = 'Florist!Own9';

  await signIn(page, adminCredentials, { path: '/admin' });
  await expect(page.getByRole('heading', { name: 'Internal Users' })).toBeVisible();
  await page.getByRole('link', { name: /User Roles/ }).click();
  await expect(page).toHaveURL(/\/admin\/roles$/);

  // The role: View Orders, every Stores feature, and View Internal Users.
  await page.getByRole('link', { name: 'New Role' }).click();
  await expect(page.getByRole('heading', { name: 'New Internal User Role' })).toBeVisible();
  await page.getByLabel('Identifier').fill(roleId);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(roleName);
  await page.getByLabel('Description').fill('Shop floor staff who look up orders and stores.');
  await page.getByRole('button', { name: /^Orders/ }).click();
  await page.getByRole('checkbox', { name: 'View Orders' }).check();
  await page.getByRole('checkbox', { name: 'All Stores features' }).check();
  await page.getByRole('button', { name: /^Internal Users/ }).click();
  await page.getByRole('checkbox', { name: 'View Internal Users' }).check();
  await expect(page.getByRole('button', { name: /^Orders/ })).toContainText('1 feature(s) enabled');
  await expect(page.getByRole('button', { name: /^Stores/ })).toContainText('All enabled');
  await expect(page.getByRole('button', { name: /^Products/ })).toContainText('0 feature(s) enabled');
  const apiRoles = page.getByLabel('API roles');
  for (const role of ['OrderReader', 'AddressAdmin', 'AdminUserReader']) {
    await expect(apiRoles.getByText(role, { exact: true })).toBeVisible();
  }
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'role-create-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/roles/${roleId}$`));
  await expect(page.getByRole('heading', { name: roleName })).toBeVisible();

  // The user, with that role.
  await page.goto('/admin/users');
  await page.getByRole('link', { name: 'New User' }).click();
  await expect(page.getByRole('heading', { name: 'New Internal User' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('First Name').fill('Fern');
  await page.getByLabel('Last Name').fill('Florist');
  await page.getByLabel('Email Address').fill(`${username}@example.com`);
  await page.getByRole('combobox', { name: 'Store' }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel(/^Password\W*$/).fill(firstPassword);
  await page.getByLabel('Confirm Password').fill('Florist!Pw1');
  await page.getByLabel('Confirm Password').blur();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Confirm Password').fill(firstPassword);
  await page.getByRole('checkbox', { name: new RegExp(roleName) }).check();
  await expect(save).toBeEnabled();
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'admin-user-create-form');
  await save.click();

  await expect(page).toHaveURL(new RegExp(`/admin/users/${username}$`));
  await expect(page.getByRole('heading', { name: 'Fern Florist' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(roleName) })).toBeChecked();
  await expect(page.getByText('To be set by the user at next sign-in')).toBeVisible();

  // A second user with the same username is refused on the Username field.
  await page.goto('/admin/users/create');
  await page.getByLabel('Username').fill(username.toUpperCase());
  await page.getByLabel('First Name').fill('Dup');
  await page.getByLabel('Last Name').fill('Licate');
  await page.getByLabel('Email Address').fill('dup@example.com');
  await page.getByRole('combobox', { name: 'Store' }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel(/^Password\W*$/).fill(firstPassword);
  await page.getByLabel('Confirm Password').fill(firstPassword);
  await page.getByRole('button', { name: 'Save' }).click();
  const usernameInUse = page.getByText('This Username is already in use by another Internal User.');
  await expect(usernameInUse).toBeVisible();
  await page.getByLabel('Username').press('End');
  await page.getByLabel('Username').press('2');
  await expect(usernameInUse).toHaveCount(0);

  // The new user signs in: an admin-set password must be replaced first.
  await topBar(page)
    .getByRole('button', { name: fullName(admin) })
    .click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  // The form this page showed has a Username field too: the sign-in form is waited for before filling.
  await expect(signInButton(page)).toBeVisible();
  // (Not signIn(): the reset dialog is modal, so the top bar stays hidden until the password is set.)
  await fillSignIn(page, { username, password: firstPassword });
  await signInButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Password Reset Required' })).toBeVisible();
  await dialog.getByLabel('New Password', { exact: true }).fill(ownPassword);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(topBar(page).getByRole('button', { name: 'Fern Florist' })).toBeVisible();

  const menu = sideMenu(page);
  await expect(menu.getByRole('link')).toHaveText([
    'My Profile',
    'Dashboard',
    'Orders',
    'Stores',
    'Admin Tools',
    'Home Page',
  ]);
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'admin-user-new-user-menu');

  // internal-reader without internal-admin: only the Internal Users card, a read-only list and detail.
  await menu.getByRole('link', { name: 'Admin Tools' }).click();
  await expect(page.getByRole('heading', { name: 'Internal Users' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User Roles' })).toHaveCount(0);
  await page.getByRole('link', { name: /Internal Users/ }).click();
  await expect(row(page, username)).toBeVisible();
  await expect(page.getByRole('link', { name: 'New User' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await row(page, username).getByRole('cell', { name: username, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Fern Florist' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit User' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Customer Orders' })).toHaveAttribute(
    'href',
    `/orders?taker=${username}`,
  );
  // Only the roles the user holds are listed for a non-admin.
  await expect(page.getByRole('group', { name: 'Roles' }).getByRole('checkbox')).toHaveCount(1);
});

test('bulk Deactivate on two users asks first, then updates the list', async ({ page }) => {
  const search = `bulk${mark}`;
  const ids = [`${search}a`, `${search}b`];
  await signIn(page, adminCredentials);
  await createUserByApi(page, ids[0]!, 'Alpha');
  await createUserByApi(page, ids[1]!, 'Beta');

  await page.goto(`/admin/users?search=${search}`);
  for (const id of ids) {
    await expect(row(page, id).getByText('Active', { exact: true })).toBeVisible();
    await row(page, id).getByRole('checkbox', { name: 'Select row' }).check();
  }
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(bar.getByText('2 Selected')).toBeVisible();
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'admin-users-list-selected');

  await bar.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Users' });
  await expect(dialog).toContainText(
    'Are you sure you want to deactivate 2 users? They will no longer be able to access the Admin Application.',
  );
  await expectNoA11yViolations(page);
  await snap(page, 'admin-users-bulk-deactivate-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: 'Yes' }).click();

  await expect(page.getByText('2 users deactivated.')).toBeVisible();
  for (const id of ids) await expect(row(page, id).getByText('Inactive', { exact: true })).toBeVisible();
  await expect(bar).toHaveCount(0);

  // The status filter sits in the URL with the search.
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=active/);
  await expect(page.getByText('No customers found matching your query.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset filter(s)' }).click();
  await expect(page).not.toHaveURL(/status=|search=/);
  await expect(row(page, admin.username)).toBeVisible();
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'admin-users-list');
});

test('the user detail: read-only until Edit User, Discard Changes, Save, and Delete of an inactive user', async ({
  page,
}) => {
  const id = `detl${mark}`;
  await signIn(page, adminCredentials);
  await createUserByApi(page, id, 'Detail');

  await page.goto(`/admin/users?search=${id}`);
  await row(page, id).getByRole('cell', { name: id, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${id}$`));
  await expect(page.getByRole('heading', { name: 'Bulk Detail' })).toBeVisible();
  // Active: no Delete.
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByLabel('Last Name')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'admin-user-detail');

  await page.getByRole('button', { name: 'Edit User' }).click();
  await page.getByLabel('Last Name').fill('Discarded');
  await page.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(page.getByText('Discarded')).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit User' }).click();
  await expect(page.getByLabel('Last Name')).toHaveValue('Detail');
  await page.getByLabel('Last Name').fill('Edited');
  await page.getByLabel('Active').uncheck();
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'admin-user-detail-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The user has been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bulk Edited' })).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();

  // Inactive, and the viewer is an admin: Delete, with the spec's confirmation naming the user.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete User' });
  await expect(dialog).toContainText(`Bulk Edited (${id})`);
  await expect(dialog).toContainText(
    'Are you sure you want to permanently delete the user? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText('The user has been deleted.')).toBeVisible();

  // A user that cannot be loaded sends the viewer back to the list.
  await page.goto(`/admin/users/${id}`);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText('The internal user could not be loaded.')).toBeVisible();
});
