import {
  CUSTOMER_EDIT_FAILURES,
  DEVELOPER_TEXTS,
  DISABLED_DEVELOPER_TOOLS,
  TRAINING_USER_TEXTS,
  type CustomerListItem,
  type ListPage,
} from '@commerce/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signIn, snap, snapBothSizes, snapFromTop } from '../support/app.ts';
import { demoStaff, developer, trainee } from '../support/users.ts';

const csv = (lines: string[]) => ({
  name: 'training.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\r\n')),
});

const chooseFile = (page: Page, file: ReturnType<typeof csv>) =>
  page.getByTestId('training-csv-input').setInputFiles(file);

test('marketing registers a 5-row training CSV with one bad row: four training customers', async ({
  page,
}) => {
  await signIn(page, demoStaff.marketing, { path: '/register-trainingusers' });
  const register = page.getByRole('button', { name: TRAINING_USER_TEXTS.register });
  await expect(page.getByText(TRAINING_USER_TEXTS.selectFile)).toBeVisible();
  await expect(register).toBeDisabled();

  // A record without LastName: the file is refused as a whole; the close button clears it.
  await chooseFile(page, csv(['FirstName,LastName,EmailAddress', 'Ada,,ada@example.com']));
  await expect(page.getByText(TRAINING_USER_TEXTS.notFormatted)).toBeVisible();
  await expect(register).toBeDisabled();
  await page.getByRole('button', { name: TRAINING_USER_TEXTS.clearFile }).click();
  await expect(page.getByText('training.csv')).toBeHidden();

  // Five records (an empty line skipped); the fifth repeats the first one's login e-mail (C-22).
  await chooseFile(
    page,
    csv([
      'FirstName,LastName,EmailAddress,PhoneNumber',
      'Ada,Quimbytrain,ada.quimby@example.com,(612) 555-0101',
      'Grace,Quimbytrain,grace.quimby@example.com,',
      '',
      'Alan,Quimbytrain,,',
      'Edsger,Quimbytrain,edsger.quimby@example.com,612-555-0104',
      'Again,Quimbytrain,ADA.QUIMBY@example.com,',
    ]),
  );
  await expect(page.getByText('training.csv')).toBeVisible();
  await expect(page.getByText(TRAINING_USER_TEXTS.recordCount(5))).toBeVisible();
  await expect(register).toBeEnabled();
  await expectNoA11yViolations(page);
  await snap(page, 'training-users-file', { fullPage: false });

  await register.click();
  // Registering clears the file; the button stays disabled until another valid file is chosen.
  await expect(page.getByText('training.csv')).toBeHidden();
  await expect(register).toBeDisabled();
  // One record failed: the result says '4 registered, 1 failed', not 'Uploaded Successfully'.
  await expect(page.getByText(TRAINING_USER_TEXTS.summary(4, 1))).toBeVisible();
  await expect(page.getByText(TRAINING_USER_TEXTS.uploaded)).toHaveCount(0);
  const result = page.getByRole('table', { name: 'Registration result' });
  await expect(result.getByRole('row')).toHaveCount(6);
  await expect(result.getByRole('cell', { name: TRAINING_USER_TEXTS.created, exact: true })).toHaveCount(4);
  const failed = result.getByRole('row').filter({ hasText: TRAINING_USER_TEXTS.failed });
  await expect(failed).toContainText('Again');
  await expect(failed).toContainText(CUSTOMER_EDIT_FAILURES.emailInUse);
  await expect(result.getByText(/^training\.\d+@training\.invalid$/)).toBeVisible();
  await expectNoA11yViolations(page);
  await snapBothSizes(page, 'training-users-result');

  // The created customers are training users: training staff, who see only those, find all four.
  await page.context().clearCookies();
  await page.evaluate('localStorage.clear()');
  await signIn(page, trainee, { path: '/customers' });
  const response = await page.request.get('/api/customers?search=Quimbytrain&pageSize=20');
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as ListPage<CustomerListItem>).Items;
  expect(found.map((customer) => customer.FirstName).sort()).toEqual(['Ada', 'Alan', 'Edsger', 'Grace']);
  expect(found.every((customer) => customer.xp.TrainingUsers && customer.Active)).toBe(true);
  await page.getByPlaceholder('Search Customers...').fill('Quimbytrain');
  await expect(page.getByRole('table', { name: 'Customers' }).locator('tbody tr')).toHaveCount(4);
});

test('a developer refreshes a catalogue, rebuilds the search text and sees why the other tools are disabled', async ({
  page,
}) => {
  await signIn(page, developer, { path: '/developer' });
  await expect(page.getByRole('heading', { name: DEVELOPER_TEXTS.catalogues })).toBeVisible();

  // Catalogue refresh/publish: queued through the outbox, then published.
  await page.getByRole('button', { name: `${DEVELOPER_TEXTS.refreshCatalog}: Bachmans` }).click();
  await expect(
    page.getByRole('status', { name: /^Bachmans: Last published .* \(refreshed by Thomas Brandt\)$/ }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Sends' })
      .getByRole('row')
      .filter({ hasText: 'catalog-bachmans.json' })
      .first(),
  ).toContainText('sent');

  // Search text: part by part over the demo's shipments; nothing stale in fresh demo data.
  await page.getByRole('button', { name: DEVELOPER_TEXTS.rebuildSearchText }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Search text rebuilt: \d+ shipments checked, 0 updated\.$/ }),
  ).toBeVisible({
    timeout: 20_000,
  });

  // The other tools: disabled, each saying why.
  for (const tool of DISABLED_DEVELOPER_TOOLS) {
    await expect(page.getByRole('button', { name: tool.label, exact: true })).toBeDisabled();
  }
  const [first] = DISABLED_DEVELOPER_TOOLS;
  await page.locator(`[data-tool="${first.label}"]`).hover();
  await expect(page.getByRole('tooltip')).toHaveText(first.reason);
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'developer-tools');
});

test('a non-developer is refused the developer tools by the screen and the API', async ({ page }) => {
  // Same group and keys as the developer; only the DEVELOPER_USERNAMES list differs.
  await signIn(page, demoStaff.catalogue, { path: '/developer' });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Developer Tools')).toHaveCount(
    0,
  );
  for (const [method, url] of [
    ['get', '/api/developer/catalogs'],
    ['get', '/api/developer/outbox'],
    ['post', '/api/developer/catalogs/Bachmans/refresh'],
    ['post', '/api/developer/search-text/rebuild'],
  ] as const) {
    const response = await page.request[method](url, {
      headers: { 'x-commerce-admin': '1' },
      ...(method === 'post' ? { data: { After: null } } : {}),
    });
    expect(response.status(), `${method} ${url}`).toBe(403);
  }
});
