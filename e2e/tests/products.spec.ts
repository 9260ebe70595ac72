import {
  ASSET_TEXTS,
  BULK_JOB_TYPES,
  COLOR_TEXTS,
  DCF_TEXTS,
  CATEGORY_PRODUCTS_TEXTS,
  CSRF_HEADER,
  feeName,
  formatCalendarDate,
  PRODUCT_TEXTS,
  SALE_ABOVE_RETAIL_MESSAGE,
  SEARCH_RULE_TEXT,
  type ListPage,
  type ProductDetail,
  type ProductFacets,
  type ProductListRow,
  type ProductLookupItem,
} from '@commerce/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import ExcelJS from 'exceljs';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { PNG } from '../support/files.ts';
import { signIn, snap, snapFromTop } from '../support/app.ts';
import { demoStaff } from '../support/users.ts';

async function apiJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('a catalogue user drills into a class, opens a product and edits its default SKU, price, fee and delivery', async ({
  page,
}) => {
  // The longest journey (it also sets a SKU's drawers and uploads a colour image).
  test.slow();
  await signIn(page, demoStaff.catalogue, { path: '/products' });
  const drill = page.getByRole('navigation', { name: 'Department, class and fineline' });
  await expect(drill.getByRole('list', { name: 'Departments' })).toBeVisible();
  const facets = await apiJson<ProductFacets>(page, '/api/product-facets');
  const department = facets.Departments.find((one) => one.Value !== 'Gift Cards')!;
  await drill.getByRole('button', { name: `${department.Value} (` }).click();
  await expect(page).toHaveURL(/dept=/);
  const classes = await apiJson<ProductFacets>(
    page,
    `/api/product-facets?dept=${encodeURIComponent(department.Value)}`,
  );
  const cls = classes.Classes[0]!;
  await drill.getByRole('button', { name: `${cls.Value} (` }).click();
  await expect(page).toHaveURL(/cls=/);
  await expect(drill.getByRole('list', { name: 'Finelines' })).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'products-list-drilled', { fullPage: false });

  // A product of that class with at least two SKUs.
  const rows = await apiJson<ListPage<ProductListRow>>(
    page,
    `/api/products?pageSize=100&xp.CurrentDepartment=${encodeURIComponent(department.Value)}&xp.CurrentClass=${encodeURIComponent(cls.Value)}`,
  );
  const byCode = new Map<string, ProductListRow[]>();
  for (const row of rows.Items)
    byCode.set(row.xp.ProductCode, [...(byCode.get(row.xp.ProductCode) ?? []), row]);
  const [code, skus] = [...byCode].find(([, group]) => group.length > 1)!;
  await page.getByRole('cell', { name: skus[0]!.ID, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${code}/skus/${skus[0]!.ID}$`));
  await expect(page.getByRole('heading', { name: code, level: 1 })).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'products-sku-view');

  // The default SKU, on the Product view.
  const before = await apiJson<ProductDetail>(page, `/api/products/${code}`);
  const other = before.Skus.find((sku) => !sku.xp.IsDefaultProduct)!;
  const menu = page.getByRole('navigation', { name: 'Product sections' });
  await menu.getByRole('link', { name: 'Product', exact: true }).click();
  await page.getByRole('button', { name: 'Edit Default SKU' }).click();
  const defaultDialog = page.getByRole('form', { name: 'Default SKU' });
  await defaultDialog.getByRole('combobox', { name: 'Default SKU' }).click();
  await page.getByRole('option', { name: `${other.Name} (${other.ID})` }).click();
  await defaultDialog.getByRole('button', { name: 'Save' }).click();
  await expect(defaultDialog.getByRole('button', { name: 'Save' })).toBeHidden();
  await expect(
    menu.getByRole('link', { name: new RegExp(`${other.ID}.*${PRODUCT_TEXTS.defaultChip}`) }),
  ).toBeVisible();

  // A new assembly fee, named by the rule, then assigned.
  const amount = (17 + Math.floor(Math.random() * 80) / 100).toFixed(2);
  await page.getByRole('button', { name: 'Edit Fees' }).click();
  const fees = page.getByRole('form', { name: 'Fees' });
  await fees.getByLabel('Fee amount').fill(amount);
  const name = feeName('assembly', Number(amount));
  await expect(fees.getByText(name)).toBeVisible();
  await fees.getByRole('button', { name: 'Add Fee' }).click();
  await expect(fees.getByRole('combobox', { name: 'Assembly Fee' })).toHaveText(name);
  await expectNoA11yViolations(page);
  await fees.getByRole('button', { name: 'Save' }).click();
  await expect(fees.getByRole('button', { name: 'Save' })).toBeHidden();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'products-product-view');

  // A sale price above retail is refused with the spec's text.
  await menu.getByRole('link', { name: new RegExp(other.ID) }).click();
  await page.getByRole('button', { name: 'Edit Pricing' }).click();
  const pricing = page.getByRole('form', { name: 'Pricing' });
  await pricing.getByLabel('Retail Price').fill('10');
  await pricing.getByLabel('Sale Price').fill('20');
  await expect(pricing.getByText(SALE_ABOVE_RETAIL_MESSAGE)).toBeVisible();
  await expect(pricing.getByRole('button', { name: 'Save' })).toBeDisabled();
  // Leaving with the edit unsaved asks first, as on every record page.
  await page.getByRole('link', { name: PRODUCT_TEXTS.backToProducts }).click();
  const leave = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/products/${code}/skus/${other.ID}$`));
  await pricing.getByRole('button', { name: 'Discard Changes' }).click();

  // Delivery: an override of the SKU's own, then cleared back to the inherited methods.
  await page.getByRole('button', { name: 'Edit Delivery Methods' }).click();
  const delivery = page.getByRole('form', { name: 'Delivery Methods' });
  await delivery.getByRole('switch', { name: 'UPS enabled' }).check();
  await delivery.getByRole('button', { name: 'Save' }).click();
  await expect(delivery.getByRole('button', { name: 'Save' })).toBeHidden();
  await page.getByRole('button', { name: 'Clear delivery override' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm.getByText('Are you sure?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('link', { name: /^Inherited from / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear delivery override' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Drawers: chosen with the drawer picker (searched, not typed), then cleared back to the inherited ones.
  await page.getByRole('button', { name: 'Edit Add Something Extra' }).click();
  const drawers = page.getByRole('form', { name: 'Add Something Extra' });
  await drawers.getByRole('combobox', { name: DCF_TEXTS.addDrawer }).fill('ball');
  await page.getByRole('option', { name: 'Balloons (BALLOONS)' }).click();
  await expect(drawers.getByRole('list', { name: 'Chosen drawers' })).toContainText('Balloons');
  await expectNoA11yViolations(page);
  await snap(page, 'products-sku-drawer-picker', { fullPage: false });
  await drawers.getByRole('button', { name: 'Save' }).click();
  await expect(drawers.getByRole('button', { name: 'Save' })).toBeHidden();
  await expect(page.getByText('Balloons (BALLOONS)')).toBeVisible();
  await page.getByRole('button', { name: 'Clear drawers override' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Clear drawers override' })).toHaveCount(0);

  // Back to the list, with its drill-down.
  await page.getByRole('link', { name: PRODUCT_TEXTS.backToProducts }).click();
  await expect(page).toHaveURL(/\/products\?.*cls=/);

  // A colour's image uploaded into the asset library from the SKU's Colour card (a candle comes in colours).
  const candles = await apiJson<ListPage<ProductListRow>>(
    page,
    '/api/products?pageSize=100&xp.CurrentClass=Candles',
  );
  const colored = candles.Items.find((row) => / - [A-Z][a-z]+$/.test(row.Name))!;
  await page.goto(`/products/${colored.xp.ProductCode}/skus/${colored.ID}`);
  await page.getByRole('button', { name: 'Edit Colour' }).click();
  const colour = page.getByRole('form', { name: 'Colour' });
  await colour.getByRole('button', { name: COLOR_TEXTS.chooseImage }).click();
  const library = page.getByRole('dialog', { name: COLOR_TEXTS.imageTitle });
  await library.getByRole('button', { name: ASSET_TEXTS.uploadAssets }).click();
  const upload = page.getByRole('dialog', { name: ASSET_TEXTS.uploadAssets });
  await upload
    .getByLabel(ASSET_TEXTS.chooseFiles)
    .setInputFiles({ name: 'e2e-colour.png', mimeType: 'image/png', buffer: PNG });
  await upload.getByRole('button', { name: ASSET_TEXTS.upload, exact: true }).click();
  await expect(upload.getByText(ASSET_TEXTS.complete)).toBeVisible();
  await upload.getByRole('button', { name: ASSET_TEXTS.close }).click();
  await library.getByRole('button', { name: ASSET_TEXTS.select, exact: true }).click();
  await expect(library).toBeHidden();
  await expect(colour.getByRole('textbox')).toHaveValue(/^\/assets\/.+\/e2e-colour\.png$/);
  await expectNoA11yViolations(page);
  await colour.getByRole('button', { name: 'Save' }).click();
  await expect(colour.getByRole('button', { name: 'Save' })).toBeHidden();
  const swatch = page.getByRole('img', { name: /swatch$/ });
  await expect(swatch).toHaveAttribute('src', /e2e-colour\.png\?fit=thumb$/);
  await expectNoA11yViolations(page);
  await snapFromTop(page, 'products-sku-colour-image');
});

test('a customer service user reads the product list and is refused every write', async ({ page }) => {
  await signIn(page, demoStaff.customerService, { path: '/products' });
  await expect(page.getByRole('navigation', { name: 'Department, class and fineline' })).toBeVisible();
  // The field says how it matches: the start of words.
  const searchBox = page.getByPlaceholder(PRODUCT_TEXTS.searchPlaceholder);
  await expect(searchBox).toHaveAccessibleDescription(SEARCH_RULE_TEXT);
  await searchBox.fill('zzzqqq');
  await expect(page.getByText(PRODUCT_TEXTS.noProducts)).toBeVisible();
  await expectNoA11yViolations(page);
  const rows = await apiJson<ListPage<ProductListRow>>(page, '/api/products?pageSize=1');
  const code = rows.Items[0]!.xp.ProductCode;
  const product = await apiJson<ProductDetail>(page, `/api/products/${code}`);
  const headers = { 'if-match': `"${product.Version}"`, [CSRF_HEADER]: '1' };
  const flags = await page.request.put(`/api/products/${code}/flags`, {
    headers,
    data: { IsFeatured: true, IsBachmansGrown: false, IsBachmansExclusive: false },
  });
  expect(flags.status()).toBe(403);
  const pricing = await page.request.put(`/api/products/${code}/skus/${product.Skus[0]!.ID}/pricing`, {
    headers,
    data: { RetailPrice: 1, PromotionPrice: null },
  });
  expect(pricing.status()).toBe(403);
});

test('a catalogue user assigns a product to a category on its Products tab', async ({ page }) => {
  await signIn(page, demoStaff.catalogue, { path: '/profile' });
  const leaves = await apiJson<{ Items: { ID: string; Name: string }[] }>(
    page,
    '/api/product-categories?search=Birthday&pageSize=5',
  );
  const category = leaves.Items.find((one) => !one.ID.includes('GiftCards'))!;
  await page.goto(`/categories/${category.ID}/productAssignments`);
  const tab = page.getByRole('region', { name: CATEGORY_PRODUCTS_TEXTS.title });
  await tab.getByRole('button', { name: 'Edit' }).click();
  await expect(tab.getByRole('button', { name: 'Save' })).toBeDisabled();
  const assigned = await apiJson<{ Items: ProductLookupItem[] }>(
    page,
    `/api/categories/${category.ID}/products`,
  );
  const lookup = await apiJson<{ Items: ProductLookupItem[] }>(page, '/api/product-lookup?search=Orchid');
  const product = lookup.Items.find(
    (item) => !assigned.Items.some((one) => one.xp.ProductCode === item.xp.ProductCode),
  )!;
  await tab.getByLabel(CATEGORY_PRODUCTS_TEXTS.searchLabel).fill(product.xp.ProductCode);
  await tab.getByRole('checkbox', { name: `${product.Name} (${product.xp.ProductCode})` }).check();
  await expectNoA11yViolations(page);
  await snap(page, 'products-category-tab');
  await tab.getByRole('button', { name: 'Save' }).click();
  await expect(tab.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(
    tab.getByRole('list', { name: 'Assigned products' }).getByText(product.xp.ProductCode, { exact: false }),
  ).toBeVisible();
});

test('a catalogue user runs a 3-row bulk update with one bad row: two SKUs change, one error', async ({
  page,
}) => {
  await signIn(page, demoStaff.catalogue, { path: '/products' });
  const rows = await apiJson<ListPage<ProductListRow>>(page, '/api/products?pageSize=3&Flags=featured');
  const [a, b, c] = rows.Items as [ProductListRow, ProductListRow, ProductListRow];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow(['SKU', 'RetailPrice', 'SalePrice', 'QuantityAvailable']);
  sheet.addRow([a.ID, 41.5, null, null]);
  sheet.addRow([b.ID, null, null, 321]);
  sheet.addRow([c.ID, 10, 20, null]);
  const label = BULK_JOB_TYPES.bulkupdateproducts.label;
  await page.getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(/\/bulk-operations$/);
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
  await card.getByLabel('Choose File').setInputFiles({
    name: 'Products.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await card.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/\/bulk-operations\/bulkupdateproducts\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Completed on /)).toBeVisible();
  const errorLog = page.getByRole('table', { name: 'Error Log' });
  await expect(errorLog.getByRole('row')).toHaveCount(2);
  await expect(errorLog.getByRole('row', { name: new RegExp(c.ID) })).toContainText(
    SALE_ABOVE_RETAIL_MESSAGE,
  );
  await expectNoA11yViolations(page);
  const after = async (sku: ProductListRow) =>
    (await apiJson<ProductDetail>(page, `/api/products/${sku.xp.ProductCode}`)).Skus.find(
      (one) => one.ID === sku.ID,
    )!;
  expect((await after(a)).xp.Price.RetailPrice).toBe(41.5);
  expect((await after(b)).Inventory.QuantityAvailable).toBe(321);
  expect((await after(c)).xp.Price.RetailPrice).toBe(c.xp.Price.RetailPrice);
});

test.describe('in a browser across the date line (Pacific/Auckland)', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('a SKU’s launch and end dates read as the days entered, on its card and in the list', async ({
    page,
  }) => {
    await signIn(page, demoStaff.catalogue, { path: '/products' });
    const last = await apiJson<ListPage<ProductListRow>>(page, '/api/products?pageSize=1&sortBy=!Name');
    const sku = last.Items[0]!;
    await page.goto(`/products/${sku.xp.ProductCode}/skus/${sku.ID}`);
    await page.getByRole('button', { name: 'Edit Visibility' }).click();
    const card = page.getByRole('form', { name: 'Visibility' });
    await card.getByLabel('Launch Date').fill('2030-06-01');
    await card.getByLabel('End Date').fill('2030-06-30');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('button', { name: 'Save' })).toBeHidden();
    await expect(card.getByText(formatCalendarDate('2030-06-01'), { exact: true })).toBeVisible();
    await expect(card.getByText('06/30/30', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await card.scrollIntoViewIfNeeded();
    await snap(page, 'products-sku-visibility-dates', { fullPage: false });

    await page.goto(`/products?search=${encodeURIComponent(sku.ID)}`);
    const row = page.getByRole('row').filter({ hasText: sku.ID });
    await expect(row.getByRole('cell', { name: '06/01/30', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '06/30/30', exact: true })).toBeVisible();
  });
});
