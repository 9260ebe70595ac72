import { z } from 'zod';

/** An unpurchased gift card in stock. */
export const giftCardSchema = z.object({
  /** The card number. */
  id: z.string(),
  BatchPosition: z.string(),
  PinEnabled: z.boolean(),
  WebGenerated: z.boolean(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

export const GIFT_CARD_CSV_COLUMNS = ['GiftCardNumber', 'BatchPosition'] as const;

export const GIFT_CARD_TEXTS = {
  badCsv: 'This file is not formatted correctly.',
  noneSelected: 'No gift cards selected',
} as const;

/**
 * Checks an uploaded file's header row; null when both columns are there, in any order. Spreadsheet
 * programs often save a byte-order mark and padding, which are not part of a column name.
 */
export function validateGiftCardCsv(headerRow: readonly string[]): string | null {
  const columns = headerRow.map((name) => name.replace(/^\uFEFF/, '').trim());
  return GIFT_CARD_CSV_COLUMNS.every((column) => columns.includes(column)) ? null : GIFT_CARD_TEXTS.badCsv;
}

const thresholdSchema = z
  .number('Enter a whole number of at least 1.')
  .int('Enter a whole number of at least 1.')
  .min(1, 'Enter a whole number of at least 1.');

/** The gift card settings form (spec 2 §5); the values live in the shared buyer settings. */
export const giftCardSettingsFormSchema = z
  .object({
    ThresholdSetting: z.object({
      GiftcardThresholdLimit: thresholdSchema,
      EGiftcardThresholdLimit: thresholdSchema,
    }),
    PurchaseSetting: z.object({
      MinPurchaseAmt: z.number('Enter a minimum amount.').min(1, 'Minimum amount must be at least $1.'),
      MaxPurchaseAmt: z.number('Enter a maximum amount.'),
    }),
  })
  .superRefine(({ PurchaseSetting: { MinPurchaseAmt, MaxPurchaseAmt } }, ctx) => {
    if (MinPurchaseAmt <= MaxPurchaseAmt) return;
    ctx.addIssue({
      code: 'custom',
      path: ['PurchaseSetting', 'MinPurchaseAmt'],
      message: 'Minimum amount cannot be greater than the maximum amount.',
    });
    ctx.addIssue({
      code: 'custom',
      path: ['PurchaseSetting', 'MaxPurchaseAmt'],
      message: 'Maximum amount cannot be less than the minimum amount.',
    });
  });
export type GiftCardSettingsForm = z.infer<typeof giftCardSettingsFormSchema>;
