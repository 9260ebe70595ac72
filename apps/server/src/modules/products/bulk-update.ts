import { PRODUCT_BULK_COLUMNS, productBulkChanges, type ProductBulkColumn } from '@commerce/domain';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/products.ts';
import { BulkRowError, type BulkJobHandler } from '../../jobs/bulk-handler.ts';
import { productRows, productVersion, productDetail } from './detail.ts';
import { saveProductSection, saveSkuSection } from './service.ts';

/*
 * Bulk update of products (C-11): a workbook keyed by SKU where only filled cells change. Each row is
 * checked with the dialogs' rules (productBulkChanges) and saved through the same section saves (audited;
 * flags are product-level, so they reach every SKU of the product).
 */

const COLUMN_NOTES: Record<ProductBulkColumn, string> = {
  SKU: 'Required. The SKU ID.',
  RetailPrice: 'The retail price, e.g. 24.99.',
  SalePrice: 'The sale price; it cannot be greater than the retail price.',
  QuantityAvailable: 'Inventory: a whole number.',
  SafetyStock: 'A whole number.',
  Visible: 'TRUE or FALSE: shown on the storefront.',
  OmsVisible: 'TRUE or FALSE: shown to order takers.',
  LaunchDate: 'YYYY-MM-DD.',
  EndDate: 'YYYY-MM-DD; not before the launch date.',
  Featured: 'TRUE or FALSE (every SKU of the product).',
  BachmansGrown: 'TRUE or FALSE (every SKU of the product).',
  BachmansExclusive: 'TRUE or FALSE (every SKU of the product).',
};

async function buildTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Commerce Admin';
  const sheet = workbook.addWorksheet('Products', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PRODUCT_BULK_COLUMNS.map((column) => ({ header: column, key: column, width: 16 }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9E2F2' } };
  PRODUCT_BULK_COLUMNS.forEach((column, index) => {
    header.getCell(index + 1).note = COLUMN_NOTES[column];
  });
  sheet.getColumn(1).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const skuOf = (row: Record<string, unknown>) => {
  const key = Object.keys(row).find((name) => name.trim().toLowerCase() === 'sku');
  return key === undefined ? '' : String(row[key]).trim();
};

export const productBulkUpdate: BulkJobHandler = {
  type: 'bulkupdateproducts',
  features: ['product-bulk'],
  requiredColumns: ['SKU'],
  buildTemplate,
  errorOn: skuOf,

  async processRow(tx, row, context) {
    const id = skuOf(row);
    const [sku] = await tx.select().from(products).where(eq(products.id, id));
    if (!sku || sku.isWorkshop) throw new BulkRowError(`No SKU ${id}.`);
    const code = sku.productCode;
    const current = (await productDetail(tx, code, undefined)).Skus.find((one) => one.ID === id)!;
    let changes;
    try {
      changes = productBulkChanges(row, {
        RetailPrice: current.xp.Price.RetailPrice,
        PromotionPrice: current.xp.Price.PromotionPrice,
        QuantityAvailable: current.Inventory.QuantityAvailable,
        SafetyStock: current.xp.SafetyStock,
        Visible: current.xp.Visible,
        OmsVisible: current.xp.OmsVisible,
        ReleaseDate1: current.xp.ReleaseDate1,
        ReleaseDate2: current.xp.ReleaseDate2,
        IsFeatured: current.xp.IsFeatured,
        IsBachmansGrown: current.xp.IsBachmansGrown,
        IsBachmansExclusive: current.xp.IsBachmansExclusive,
      });
    } catch (error) {
      throw new BulkRowError((error as Error).message);
    }
    const actor = { id: context.actorId };
    // The file is the authority: each save goes against the version it finds.
    const version = async () => productVersion(await productRows(tx, code));
    if (changes.pricing)
      await saveSkuSection(tx, actor, {
        code,
        skuId: id,
        section: 'pricing',
        version: await version(),
        body: changes.pricing,
      });
    if (changes.inventory)
      await saveSkuSection(tx, actor, {
        code,
        skuId: id,
        section: 'inventory',
        version: await version(),
        body: changes.inventory,
      });
    if (changes.visibility)
      await saveSkuSection(tx, actor, {
        code,
        skuId: id,
        section: 'visibility',
        version: await version(),
        body: changes.visibility,
      });
    if (changes.flags)
      await saveProductSection(tx, actor, {
        code,
        section: 'flags',
        version: await version(),
        body: changes.flags,
      });
  },
};
