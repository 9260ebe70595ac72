import {
  GIFT_CARD_CSV_COLUMNS,
  GIFT_CARD_TEXTS,
  giftCardFromRow,
  giftCardUploadOptionsSchema,
  validateGiftCardCsv,
  type GiftCard,
} from '@commerce/domain';
import ExcelJS from 'exceljs';
import { BulkRowError, type BulkJobHandler, type BulkRowFailure } from '../../jobs/bulk-handler.ts';
import { insertGiftCards } from './service.ts';

/*
 * Uploading gift cards (giftcards-upload): a CSV file (or workbook) with GiftCardNumber and BatchPosition,
 * processed as a job on the bulk engine, so 100,000 cards complete in batches with progress rather than in
 * one request. The dialog's 'PIN enabled' choice (C-18) travels as the upload option PinEnabled, stored
 * with every row. A card whose number is already stored, or that is not a valid number, is an entry of the
 * job's error log; the others are added.
 */

const pinEnabledOf = (row: Record<string, unknown>) => row.PinEnabled === true;

const cardNumberOf = (row: Record<string, unknown>) => {
  const value = row.GiftCardNumber;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** GiftCards.xlsx: the two columns (text, so a spreadsheet keeps every digit) and one example row. */
async function buildTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Commerce Admin';
  const sheet = workbook.addWorksheet('GiftCards', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = GIFT_CARD_CSV_COLUMNS.map((column) => ({ header: column, key: column, width: 24 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(1).numFmt = '@';
  sheet.getColumn(2).numFmt = '@';
  sheet.getRow(1).getCell(1).note = 'Required. The card number: 8 to 19 digits.';
  sheet.getRow(1).getCell(2).note = 'Required. The card’s batch and position, e.g. B2601-0001.';
  sheet.addRow({ GiftCardNumber: '6045123412341234', BatchPosition: 'B2601-0001' });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function cardOf(row: Record<string, unknown>): GiftCard {
  const parsed = giftCardFromRow(row, pinEnabledOf(row));
  if ('error' in parsed) throw new BulkRowError(parsed.error);
  return parsed.card;
}

export const giftCardUpload: BulkJobHandler = {
  type: 'giftcards',
  features: ['giftcards-upload'],
  requiredColumns: [...GIFT_CARD_CSV_COLUMNS],
  headerProblem: validateGiftCardCsv,
  uploadOptions: giftCardUploadOptionsSchema,
  buildTemplate,
  errorOn: cardNumberOf,

  async processRow(tx, row, context) {
    const card = cardOf(row);
    const stored = await insertGiftCards(tx, { id: context.actorId }, [card], 'upload');
    if (!stored.has(card.id)) throw new BulkRowError(GIFT_CARD_TEXTS.alreadyInStock);
  },

  // A batch's cards go in one INSERT … ON CONFLICT DO NOTHING; the numbers it skipped are the duplicates.
  async processRows(tx, rows, context) {
    const failures: BulkRowFailure[] = [];
    const cards: { rowNumber: number; card: GiftCard }[] = [];
    const seen = new Set<string>();
    for (const { rowNumber, data } of rows) {
      try {
        const card = cardOf(data);
        if (seen.has(card.id)) throw new BulkRowError(GIFT_CARD_TEXTS.twiceInFile);
        seen.add(card.id);
        cards.push({ rowNumber, card });
      } catch (error) {
        failures.push({ rowNumber, error });
      }
    }
    const stored = await insertGiftCards(
      tx,
      { id: context.actorId },
      cards.map(({ card }) => card),
      'upload',
    );
    for (const { rowNumber, card } of cards) {
      if (!stored.has(card.id))
        failures.push({ rowNumber, error: new BulkRowError(GIFT_CARD_TEXTS.alreadyInStock) });
    }
    return failures;
  },
};
