import {
  ASE_TEXTS,
  ASSET_TEXTS,
  CATALOG_FILE_NAMES,
  CATALOG_TEXTS,
  CATEGORY_TEXTS,
  CONTENT_TEXTS,
  DCF_TEXTS,
  END_BEFORE_START_MESSAGE,
  formatCalendarDate,
  type CategoryTreeNode,
  type ListPage,
} from '@commerce/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { PNG } from '../support/files.ts';
import { moveUpWithKeyboard, sideMenu, signIn, snap } from '../support/app.ts';
import { demoStaff } from '../support/users.ts';

// Catalogue holds every categories-, dcf-, product- and events- key (the demo's groups).
const catalogue = demoStaff.catalogue;

async function children(page: Page, parent: string): Promise<CategoryTreeNode[]> {
  const response = await page.request.get(
    `/api/categories?ParentID=${encodeURIComponent(parent)}&pageSize=100`,
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as ListPage<CategoryTreeNode>).Items;
}

const treeNames = (page: Page, parentId: string) =>
  page
    .getByRole('list', { name: `Sub-categories of ${parentId}` })
    .getByRole('link')
    .locator('p');

test('a catalogue user creates a sub-category, drags it above its sibling, and the order is kept', async ({
  page,
}) => {
  await signIn(page, catalogue, { path: '/categories' });
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Expand Flowers', exact: true }).click();
  await page.getByRole('link', { name: /^Roses/ }).click();
  await expect(page).toHaveURL(/\/categories\/Flowers_Roses$/);
  await page.getByRole('button', { name: CATEGORY_TEXTS.addSubcategory, exact: true }).click();
  await expect(page.getByRole('dialog', { name: CATEGORY_TEXTS.newSubcategoryTitle('Roses') })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Name').fill('E2E Garden Roses');
  // Leaving with the name typed but not created asks first (Back: the dialog keeps the page's links out of
  // reach); Create then opens the new category without asking.
  await page.evaluate(() => window.history.back());
  const leave = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/categories\/Flowers_Roses$/);
  await expect(page.getByLabel('Name')).toHaveValue('E2E Garden Roses');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/categories\/Flowers_Roses_E2EGardenRoses$/);
  await expect(page.getByRole('heading', { name: 'E2E Garden Roses' })).toBeVisible();
  await expect(page.getByText('Inactive').first()).toBeVisible();

  const siblings = (await children(page, 'Flowers_Roses')).map((node) => node.Name);
  expect(siblings.at(-1)).toBe('E2E Garden Roses');
  const above = siblings.at(-2)!;
  await expect(treeNames(page, 'Flowers_Roses')).toHaveText(siblings.map((name) => new RegExp(`^${name}$`)));
  await moveUpWithKeyboard(
    page,
    page.getByRole('button', { name: 'Move E2E Garden Roses' }),
    'E2E Garden Roses',
  );
  const moved = [...siblings.slice(0, -2), 'E2E Garden Roses', above];
  await expect(treeNames(page, 'Flowers_Roses')).toHaveText(moved.map((name) => new RegExp(`^${name}$`)));
  await expect
    .poll(async () => (await children(page, 'Flowers_Roses')).map((node) => node.Name))
    .toEqual(moved);
  await snap(page, 'categories-tree');
  await expectNoA11yViolations(page);

  await page.reload();
  await page.getByRole('link', { name: /^E2E Garden Roses/ }).waitFor();
  await expect(treeNames(page, 'Flowers_Roses')).toHaveText(moved.map((name) => new RegExp(`^${name}$`)));
});

test('Basic Settings refuses an end date before the start', async ({ page }) => {
  await signIn(page, catalogue, { path: '/categories/Plants' });
  await expect(page.getByRole('heading', { name: CATEGORY_TEXTS.categoryInfo })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${CATEGORY_TEXTS.basicSettings}` }).click();
  const dialog = page.getByRole('dialog', { name: CATEGORY_TEXTS.basicSettings });
  await expect(dialog.getByLabel('End Date')).toBeDisabled();
  await dialog.getByLabel('Start Date').fill('2026-05-10');
  await expect(dialog.getByLabel('End Date')).toBeEnabled();
  await dialog.getByLabel('End Date').fill('2026-05-01');
  await expect(dialog.getByText(END_BEFORE_START_MESSAGE)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await snap(page, 'categories-basic-settings-error', { fullPage: false });
  await expectNoA11yViolations(page);
  await dialog.getByLabel('End Date').fill('2026-05-31');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(formatCalendarDate('2026-05-31'), { exact: true })).toBeVisible();
});

test('a banner is assigned by uploading an image into the asset library', async ({ page }) => {
  await signIn(page, catalogue, { path: '/categories/Gifts' });
  await page
    .getByRole('button', { name: `${CATEGORY_TEXTS.chooseImage}: ${CATEGORY_TEXTS.bannerImage}` })
    .click();
  const browser = page.getByRole('dialog', { name: CATEGORY_TEXTS.bannerImage });
  await expect(browser.getByRole('group', { name: 'Assets' })).toBeVisible();
  await expectNoA11yViolations(page);
  await browser.getByRole('button', { name: ASSET_TEXTS.uploadAssets }).click();
  const upload = page.getByRole('dialog', { name: ASSET_TEXTS.uploadAssets });
  await upload.getByLabel(ASSET_TEXTS.chooseFiles).setInputFiles([
    { name: 'e2e-banner.png', mimeType: 'image/png', buffer: PNG },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ]);
  await expect(upload.getByText(ASSET_TEXTS.notAnImage)).toBeVisible();
  await expect(upload.getByText('e2e-banner.png')).toBeVisible();
  await upload.getByRole('button', { name: ASSET_TEXTS.upload, exact: true }).click();
  await expect(upload.getByText(ASSET_TEXTS.complete)).toBeVisible();
  await snap(page, 'asset-upload-complete', { fullPage: false });
  await expectNoA11yViolations(page);
  await upload.getByRole('button', { name: ASSET_TEXTS.close }).click();
  await expect(browser.getByRole('checkbox', { name: 'e2e-banner' })).toHaveAttribute('aria-checked', 'true');
  await snap(page, 'asset-browser', { fullPage: false });
  await browser.getByRole('button', { name: ASSET_TEXTS.select, exact: true }).click();
  await expect(browser).toBeHidden();
  const banner = page.getByRole('img', { name: 'e2e-banner' });
  await expect(banner).toBeVisible();
  const src = await banner.getAttribute('src');
  const file = await page.request.get(src!);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['cache-control']).toContain('immutable');
  const thumb = await page.request.get(`${src}?fit=thumb`);
  expect(thumb.headers()['content-type']).toBe('image/webp');
});

test('a slot set on a top-level category shows Inherited from it on a child, until the child overrides it', async ({
  page,
}) => {
  await signIn(page, catalogue, { path: '/categories/Flowers/content' });
  const dynamic = page.getByRole('region', { name: 'Dynamic' });
  await dynamic.getByRole('button', { name: `${CONTENT_TEXTS.select} Dynamic` }).click();
  const picker = page.getByRole('dialog', { name: CONTENT_TEXTS.pickerTitle('Dynamic') });
  await expect(picker.getByText(CONTENT_TEXTS.availableBlocks)).toBeVisible();
  await expect(picker.getByText(/Currently Selected Blocks/)).toBeVisible();
  await expectNoA11yViolations(page);
  await picker.getByRole('button', { name: /^Add / }).first().click();
  await picker.getByRole('button', { name: /^Add / }).first().click();
  await picker.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: CONTENT_TEXTS.save })).toBeEnabled();
  await page.getByRole('button', { name: CONTENT_TEXTS.save }).click();
  await expect(page.getByRole('button', { name: CONTENT_TEXTS.save })).toBeDisabled();

  await page.goto('/categories/Flowers_Roses/content');
  const childDynamic = page.getByRole('region', { name: 'Dynamic' });
  await expect(
    childDynamic.getByRole('link', { name: CONTENT_TEXTS.inheritedFrom('Flowers') }),
  ).toBeVisible();
  await expect(childDynamic.getByRole('link', { name: CONTENT_TEXTS.openInContentService })).toHaveCount(2);
  await snap(page, 'category-content-inherited');
  await expectNoA11yViolations(page);

  await childDynamic.getByRole('button', { name: `${CONTENT_TEXTS.override} Dynamic` }).click();
  const childPicker = page.getByRole('dialog', { name: CONTENT_TEXTS.pickerTitle('Dynamic') });
  await childPicker
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await childPicker.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('button', { name: CONTENT_TEXTS.save }).click();
  await expect(page.getByRole('button', { name: CONTENT_TEXTS.save })).toBeDisabled();
  await expect(childDynamic.getByRole('link', { name: CONTENT_TEXTS.inheritedFrom('Flowers') })).toHaveCount(
    0,
  );
  await expect(childDynamic.getByRole('button', { name: `${CONTENT_TEXTS.change} Dynamic` })).toBeVisible();

  await childDynamic.getByRole('link', { name: CONTENT_TEXTS.openInContentService }).click();
  await expect(page).toHaveURL(/\/content\/entries\//);
  await expect(page.getByRole('table', { name: 'Entry fields' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a fineline gets its own delivery and drawers; a fifth drawer is refused with the spec’s text', async ({
  page,
}) => {
  await signIn(page, catalogue, { path: '/dcf/finelines' });
  // The first value (most products) opens by itself.
  await expect(page).toHaveURL(/\/dcf\/finelines\/.+/);
  await page.getByRole('textbox', { name: 'Filter finelines' }).fill('Poinsettias');
  await page
    .getByRole('link', { name: /^Poinsettias/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Poinsettias', level: 2 })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: `Edit ${DCF_TEXTS.deliverySettings}` }).click();
  const delivery = page.getByRole('dialog', { name: DCF_TEXTS.deliverySettings });
  await delivery.getByLabel('UPS', { exact: true }).check();
  await delivery.getByLabel('UPS lead days').fill('3');
  await delivery.getByRole('button', { name: 'Save' }).click();
  await expect(delivery).toBeHidden();
  const table = page.getByRole('table', { name: DCF_TEXTS.deliverySettings });
  await expect(table.getByRole('row', { name: 'UPS 3' })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${DCF_TEXTS.addSomethingExtra}` }).click();
  const drawers = page.getByRole('dialog', { name: DCF_TEXTS.addSomethingExtra });
  const addDrawer = async (name: string) => {
    await drawers.getByLabel(DCF_TEXTS.addDrawer).fill(name);
    await page.getByRole('option', { name: new RegExp(name) }).click();
  };
  for (const name of ['Balloons', 'Chocolates', 'Greeting Cards']) await addDrawer(name);
  await addDrawer('Plush Friends');
  await expect(drawers.getByRole('alert')).toHaveText(ASE_TEXTS.onlyGiftCardsFourth);
  await addDrawer("Bachman's Gift Cards");
  await addDrawer('Plush Friends');
  await expect(drawers.getByRole('alert')).toHaveText(ASE_TEXTS.tooMany);
  await snap(page, 'dcf-drawers-limit', { fullPage: false });
  await expectNoA11yViolations(page);
  await drawers.getByRole('button', { name: 'Save' }).click();
  await expect(drawers).toBeHidden();
  const aseSection = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: DCF_TEXTS.addSomethingExtra }) });
  await expect(aseSection.getByRole('listitem')).toHaveCount(4);
  await snap(page, 'dcf-fineline');
});

test('Refresh Category Cache publishes the catalogue file and says when and by whom', async ({ page }) => {
  await signIn(page, catalogue, { path: '/categories' });
  await page.getByRole('button', { name: CATALOG_TEXTS.refresh }).click();
  const status = page.getByRole('status').filter({ hasText: /Last published|Publishing/ });
  await expect(status).toContainText(`refreshed by ${catalogue.firstName} ${catalogue.lastName}`);
  const file = await page.request.get(`/public/${CATALOG_FILE_NAMES.Bachmans}?v=${Date.now()}`);
  expect(file.ok()).toBe(true);
  const tree = (await file.json()) as { Categories: { ID: string }[] };
  expect(tree.Categories.map((category) => category.ID)).toContain('Flowers');
  await expectNoA11yViolations(page);

  await page.goto('/dcf');
  await expect(page.getByRole('heading', { name: DCF_TEXTS.defaultDelivery })).toBeVisible();
  await page.getByRole('button', { name: CATALOG_TEXTS.refresh }).click();
  await expect(page.getByRole('status').filter({ hasText: /refreshed by/ })).toBeVisible();
  const dcf = await page.request.get(`/public/${CATALOG_FILE_NAMES.DCF}`);
  expect(((await dcf.json()) as { AseDrawers: unknown[] }).AseDrawers.length).toBeGreaterThan(0);
  await snap(page, 'dcf-default');
  await expectNoA11yViolations(page);
});

test('customer service can open none of it: not in the menu, not by address, not through the API', async ({
  page,
}) => {
  await signIn(page, demoStaff.customerService);
  await expect(sideMenu(page).getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Categories' })).toHaveCount(0);
  await expect(sideMenu(page).getByRole('link', { name: 'DCF Settings' })).toHaveCount(0);
  for (const path of ['/categories/Flowers', '/dcf/finelines', '/dcf/ase-drawers']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/profile$/);
  }
  for (const url of [
    '/api/categories',
    '/api/categories/Flowers',
    '/api/dcf/finelines',
    '/api/dcf/default',
    '/api/ase-drawers',
    '/api/assets',
    '/api/catalogs/Bachmans/publish',
  ]) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
  const refresh = await page.request.post('/api/catalogs/Bachmans/refresh', {
    headers: { 'x-commerce-admin': '1' },
  });
  expect(refresh.status()).toBe(403);
});
