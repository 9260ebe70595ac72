import { GIFT_CARD_TEXTS, isLuhnValid } from '@commerce/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { sideMenu, signIn, snap } from '../support/app.ts';
import { demoStaff } from '../support/users.ts';

/** Card numbers no earlier run used: 16 digits from the clock. */
const stamp = String(Date.now()).slice(-11);
const number = (n: number) => `7777${stamp}${n}`;

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\r\n'), 'utf8'),
});

const availableCount = async (page: Page) => {
  const text = await page.getByText(/ available$/).textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
};

test('a Marketing user uploads, generates, deletes gift cards and changes the purchase limits', async ({
  page,
}) => {
  test.slow();
  await signIn(page, demoStaff.marketing, { path: '/giftcards' });
  await expect(page.getByRole('heading', { name: GIFT_CARD_TEXTS.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Card Number' })).toBeVisible();
  await expect(page.getByText(/ available$/)).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'giftcards');
  const before = await availableCount(page);

  // Upload: a file without the two columns is refused with the spec's text; then a good one.
  await page.getByRole('button', { name: GIFT_CARD_TEXTS.upload, exact: true }).click();
  const upload = page.getByRole('dialog', { name: GIFT_CARD_TEXTS.uploadTitle });
  const fileInput = upload.locator('input[type=file]');
  await fileInput.setInputFiles(csvFile('bad.csv', ['CardNumber,Batch', `${number(1)},E2E-1`]));
  await upload.getByRole('button', { name: GIFT_CARD_TEXTS.upload, exact: true }).click();
  await expect(upload.getByText(GIFT_CARD_TEXTS.badCsv)).toBeVisible();
  await expectNoA11yViolations(page);

  await fileInput.setInputFiles(
    csvFile('cards.csv', [
      '\uFEFFBatchPosition,GiftCardNumber',
      `E2E-${stamp}-1,${number(1)}`,
      `E2E-${stamp}-2,${number(2)}`,
      `E2E-${stamp}-3,12AB`,
    ]),
  );
  await upload.getByRole('checkbox', { name: GIFT_CARD_TEXTS.pinEnabled }).check();
  await upload.getByRole('button', { name: GIFT_CARD_TEXTS.upload, exact: true }).click();
  await expect(upload.getByText(GIFT_CARD_TEXTS.uploadDone(2, 1))).toBeVisible({ timeout: 20_000 });
  const notAdded = upload.getByRole('table', { name: 'Cards not added' });
  await expect(notAdded.getByRole('row').filter({ hasText: '12AB' })).toContainText(
    GIFT_CARD_TEXTS.badNumber,
  );
  await expectNoA11yViolations(page);
  await snap(page, 'giftcards-upload');
  await upload.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(GIFT_CARD_TEXTS.available(before + 2))).toBeVisible();

  await page.getByRole('textbox', { name: GIFT_CARD_TEXTS.searchPlaceholder }).fill(`7777${stamp}`);
  const table = page.getByRole('table', { name: 'Gift Cards' });
  await expect(table.getByRole('row').filter({ hasText: number(1) })).toContainText(`E2E-${stamp}-1`);
  await expect(table.getByRole('row').filter({ hasText: number(2) })).toContainText('Yes');

  // Generate 5: 16-digit Luhn-valid numbers, shown in the dialog and counted.
  await page.getByRole('button', { name: GIFT_CARD_TEXTS.generate, exact: true }).click();
  const generate = page.getByRole('dialog', { name: GIFT_CARD_TEXTS.generateTitle });
  await generate.getByRole('spinbutton', { name: GIFT_CARD_TEXTS.numberOfCards }).fill('5');
  await generate.getByRole('button', { name: GIFT_CARD_TEXTS.generate, exact: true }).click();
  await expect(generate.getByRole('alert').filter({ hasText: GIFT_CARD_TEXTS.generated(5) })).toBeVisible();
  const generated = await generate
    .getByRole('list', { name: 'Generated card numbers' })
    .getByRole('listitem')
    .allTextContents();
  expect(generated).toHaveLength(5);
  for (const id of generated) {
    expect(id).toMatch(/^\d{16}$/);
    expect(isLuhnValid(id)).toBe(true);
  }
  await generate.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(GIFT_CARD_TEXTS.available(before + 7))).toBeVisible();

  // Delete a selection, confirmed and stated as permanent.
  await page.getByRole('textbox', { name: GIFT_CARD_TEXTS.searchPlaceholder }).fill(number(1));
  await expect(table.getByRole('row')).toHaveCount(2);
  await table
    .getByRole('row')
    .filter({ hasText: number(1) })
    .getByRole('checkbox')
    .check();
  await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: GIFT_CARD_TEXTS.deleteTitle });
  await expect(confirm).toContainText('permanent');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(GIFT_CARD_TEXTS.listEmpty)).toBeVisible();
  await expect(page.getByText(GIFT_CARD_TEXTS.available(before + 6))).toBeVisible();

  // Settings: a new maximum purchase amount is saved and republished in buyerxp.json.
  const max = String(500 + (Date.now() % 400));
  await page.getByRole('button', { name: 'Edit Gift Card Settings' }).click();
  await page.getByRole('spinbutton', { name: GIFT_CARD_TEXTS.maxPurchase }).fill(max);
  await page.getByRole('spinbutton', { name: GIFT_CARD_TEXTS.minPurchase }).fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Minimum amount must be at least $1.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('spinbutton', { name: GIFT_CARD_TEXTS.minPurchase }).fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(GIFT_CARD_TEXTS.settingsSaved)).toBeVisible();
  await expect
    .poll(
      async () => {
        const file = await page.request.get(`/public/buyerxp.json?v=${Date.now()}`);
        return (await file.json()).GiftCardSettings.PurchaseSetting;
      },
      { timeout: 15_000 },
    )
    .toEqual({ MinPurchaseAmt: 10, MaxPurchaseAmt: Number(max) });
});

test('an Order Takers user is refused by the screen and by the API', async ({ page }) => {
  await signIn(page, demoStaff.orderTaker, { path: '/profile' });
  await expect(sideMenu(page).getByRole('link', { name: 'Gift Cards', exact: true })).toHaveCount(0);
  await page.goto('/giftcards');
  await expect(page).toHaveURL(/\/profile$/);
  const headers = { 'x-commerce-admin': '1' };
  const refused = [
    await page.request.get('/api/giftcards'),
    await page.request.post('/api/giftcards/generate', { headers, data: { numberOfCards: 1 } }),
    await page.request.post('/api/giftcards/delete', { headers, data: { Action: 'delete', IDs: ['1'] } }),
    await page.request.put('/api/settings/buyerxp/gift-card-settings', {
      headers: { ...headers, 'if-match': '"1"' },
      data: {
        Value: {
          ThresholdSetting: { GiftcardThresholdLimit: 1, EGiftcardThresholdLimit: 1 },
          PurchaseSetting: { MinPurchaseAmt: 1, MaxPurchaseAmt: 2 },
        },
      },
    }),
    await page.request.post('/api/bulk/giftcards', {
      headers,
      multipart: { bulkupload: csvFile('cards.csv', ['GiftCardNumber,BatchPosition', `${number(9)},X`]) },
    }),
  ];
  for (const response of refused) expect(response.status(), response.url()).toBe(403);
});
