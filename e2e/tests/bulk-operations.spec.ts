import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import ExcelJS from 'exceljs';
import { sideMenu, signIn, snap } from '../support/app.ts';
import { admin, NEW_ADMIN_PASSWORD } from '../support/users.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LABEL = 'Upload/Update Internal Users';

/** Five users, two of them bad: an e-mail that is not one, and a store that does not exist. */
async function fiveUsers(storeId: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  sheet.addRow(['Username', 'FirstName', 'LastName', 'Email', 'StoreID', 'Password', 'Active', 'Roles']);
  sheet.addRow(['bulkann', 'Ann', 'Archer', 'ann.archer@example.com', storeId, 'Bulk!Pass123', 'TRUE', '']);
  sheet.addRow(['bulkbo', 'Bo', 'Baker', 'not-an-email', storeId, 'Bulk!Pass123', 'TRUE', '']);
  sheet.addRow(['bulkcy', 'Cy', 'Cole', 'cy.cole@example.com', storeId, 'Bulk!Pass123', '', '']);
  sheet.addRow(['bulkdi', 'Di', 'Dunn', 'di.dunn@example.com', 'Store-Nowhere', 'Bulk!Pass123', '', '']);
  sheet.addRow(['bulked', 'Ed', 'Eck', 'ed.eck@example.com', storeId, 'Bulk!Pass123', 'FALSE', '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A titled block of the page (the console's SectionCard: a section with an h2). */
const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
// The admin also sees other job types' cards (route codes): the internal-users card's own controls.
const uploadButton = (page: Page) =>
  section(page, LABEL).getByRole('button', { name: 'Upload', exact: true });
const fileInput = (page: Page) => section(page, LABEL).getByLabel('Choose File');

test('an admin uploads 5 users with 2 bad rows: the job completes with 2 errors and 3 users created', async ({
  page,
}) => {
  await signIn(page, { username: admin.username, password: NEW_ADMIN_PASSWORD });
  await sideMenu(page).getByRole('link', { name: 'Bulk Operations', exact: true }).click();
  await expect(page).toHaveURL(/\/bulk-operations$/);
  const card = section(page, LABEL);
  await expect(card.getByRole('heading', { name: LABEL })).toBeVisible();
  await expect(uploadButton(page)).toBeDisabled();
  await expectNoA11yViolations(page);
  await snap(page, 'bulk-operations');

  // The template: the columns the upload reads, on its first sheet.
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download Template' }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('UpdateInternalUsers.xlsx');
  const templateBook = new ExcelJS.Workbook();
  await templateBook.xlsx.load(fs.readFileSync(await template.path()) as unknown as ArrayBuffer);
  expect(templateBook.worksheets[0]!.getRow(1).values).toEqual(
    expect.arrayContaining(['Username', 'FirstName', 'LastName', 'Email', 'StoreID', 'Password']),
  );

  // A file that is not a workbook is refused in red under the file box, and Upload stays disabled.
  await fileInput(page).setInputFiles({
    name: 'users.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('a,b'),
  });
  await expect(card.getByText('Upload an Excel workbook (.xlsx).')).toBeVisible();
  await expect(uploadButton(page)).toBeDisabled();
  await expectNoA11yViolations(page);
  await snap(page, 'bulk-operations-wrong-file');

  const stores = await (await page.request.get('/api/admin-users/store-options')).json();
  const storeId = (stores as { Items: { ID: string }[] }).Items[0]!.ID;
  await fileInput(page).setInputFiles({
    name: 'NewUsers.xlsx',
    mimeType: XLSX,
    buffer: await fiveUsers(storeId),
  });
  await expect(card.getByText('NewUsers.xlsx')).toBeVisible();
  await uploadButton(page).click();

  await expect(page).toHaveURL(/\/bulk-operations\/bulkupdateinternalusers\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Completed on \d\d\/\d\d\/\d\d \d{1,2}:\d\d [ap]m$/)).toBeVisible();
  const details = section(page, 'Operation Details');
  await expect(details.getByText('Complete', { exact: true })).toBeVisible();
  await expect(details.getByText('5/5', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Download File' })).toBeVisible();
  const errorLog = page.getByRole('table', { name: 'Error Log' });
  await expect(errorLog.getByRole('row')).toHaveCount(3);
  await expect(errorLog.getByRole('row', { name: /bulkbo/ })).toContainText('Enter a valid email address.');
  await expect(errorLog.getByRole('row', { name: /bulkdi/ })).toContainText('Store-Nowhere');
  await expect(page.getByText('The file was uploaded. Its rows are being processed.')).toBeHidden();
  await expectNoA11yViolations(page);
  await snap(page, 'bulk-operations-job');

  for (const [username, status] of [
    ['bulkann', 200],
    ['bulkcy', 200],
    ['bulked', 200],
    ['bulkbo', 404],
    ['bulkdi', 404],
  ] as const) {
    expect((await page.request.get(`/api/admin-users/${username}`)).status(), username).toBe(status);
  }

  // The job list: newest first, the job with its label, status, errors and progress.
  await page.getByRole('link', { name: 'Back to the jobs' }).click();
  await expect(page).toHaveURL(/\/bulk-operations\/bulkupdateinternalusers$/);
  const jobs = page.getByRole('table', { name: 'Jobs' });
  const newest = jobs.getByRole('row').nth(1);
  await expect(newest).toContainText(LABEL);
  await expect(newest).toContainText('Complete');
  await expect(newest.getByRole('cell').nth(5)).toHaveText('2');
  await expect(newest).toContainText('5/5');
  await expectNoA11yViolations(page);
  await snap(page, 'bulk-operations-jobs');

  await newest.getByRole('link').click();
  await expect(page).toHaveURL(/\/bulk-operations\/bulkupdateinternalusers\/[0-9a-f-]{36}$/);
});
