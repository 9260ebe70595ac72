import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { signIn, snap, snapFromTop } from '../support/app.ts';
import { admin, NEW_ADMIN_PASSWORD } from '../support/users.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';

const adminCredentials = { username: admin.username, password: NEW_ADMIN_PASSWORD };
const mark = Date.now().toString(36).slice(-4);

const row = (page: Page, id: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });

test('the role list searches and sorts, with its state in the URL', async ({ page }) => {
  await signIn(page, adminCredentials, { path: '/admin/roles' });
  await expect(row(page, 'Administrators')).toBeVisible();
  await expect(row(page, 'Order_Takers')).toBeVisible();

  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await expect(page).toHaveURL(/sortBy=Name/);
  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await expect(page).toHaveURL(/sortBy=!Name|sortBy=%21Name/);
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'roles-list');

  await page.getByPlaceholder('Search User Roles...').fill('order tak');
  await expect(page).toHaveURL(/search=order/);
  await expect(row(page, 'Order_Takers')).toBeVisible();
  await expect(row(page, 'Administrators')).toHaveCount(0);
  await page.getByPlaceholder('Search User Roles...').fill('nothing like this');
  await expect(page.getByText('No user roles found matching your query.')).toBeVisible();
});

test('a role: ID in use, create, read-only until Edit User Role, Discard Changes, Save, Delete', async ({
  page,
}) => {
  test.slow();
  const roleId = `E2E_Temp_${mark}`;
  await signIn(page, adminCredentials, { path: '/admin/roles/create' });
  await expect(page.getByRole('heading', { name: 'New Internal User Role' })).toBeVisible();

  // An identifier in use, whatever its case, is reported on the Identifier field until it is edited.
  await page.getByLabel('Identifier').fill('order_takers');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Temporary');
  await page.getByRole('button', { name: 'Save' }).click();
  const idInUse = page.getByText('This Identifier is already in use by another User Role.');
  await expect(idInUse).toBeVisible();
  await page.getByLabel('Identifier').fill(roleId);
  await expect(idInUse).toHaveCount(0);
  await page.getByRole('button', { name: /^Gift Cards/ }).click();
  await page.getByRole('checkbox', { name: 'View Gift Cards' }).check();
  await expect(page.getByText('None: the selected features need no platform roles.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/roles/${roleId}$`));
  await expect(page.getByRole('heading', { name: 'Temporary' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'All Gift Cards features' })).toBeDisabled();
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'role-detail');

  await page.getByRole('button', { name: 'Edit User Role' }).click();
  await expect(page.getByLabel('Identifier')).toBeDisabled();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Discard me');
  await page.getByRole('checkbox', { name: 'All Categories features' }).check();
  await page.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(page.getByText('Discard me')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Categories/ })).toContainText('0 feature(s) enabled');

  await page.getByRole('button', { name: 'Edit User Role' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Temporary Catalogue');
  await page.getByRole('checkbox', { name: 'All Categories features' }).check();
  await expect(page.getByLabel('API roles').getByText('CategoryAdmin', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'role-detail-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The role has been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Temporary Catalogue' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Categories/ })).toContainText('All enabled');

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Internal User Role' });
  await expect(dialog).toContainText(`Temporary Catalogue (${roleId})`);
  await expect(dialog).toContainText(
    'Are you sure you want to permanently delete the role? This action cannot be undone. All Internal Users assigned to this role will lose the permissions associated with it.',
  );
  await expectNoA11yViolations(page);
  await snap(page, 'role-delete-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await expect(row(page, roleId)).toHaveCount(0);

  // A role that cannot be loaded sends the viewer back to the list.
  await page.goto(`/admin/roles/${roleId}`);
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await expect(page.getByText('The user role could not be loaded.')).toBeVisible();
});
