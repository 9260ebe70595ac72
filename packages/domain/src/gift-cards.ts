import { z } from 'zod';
import { defineApiErrors } from './api-errors.ts';
import { formatCount } from './money.ts';
import { defineListSpec, selectFilter } from './list-spec.ts';
import { defineRecordApi, defineRoute, readRoute } from './api-routes.ts';
import { bulkActionResultSchema } from './bulk-actions.ts';

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
  title: 'Gift Cards',
  searchPlaceholder: 'Search card numbers',
  listEmpty: 'No unpurchased gift cards found.',
  available: (count: number) => `${formatCount(count)} available`,
  // Upload dialog
  upload: 'Upload',
  uploadTitle: 'Upload Gift Cards',
  uploadHint:
    'A workbook (.xlsx) or a CSV file (.csv) with the columns GiftCardNumber and BatchPosition (in any order), one card a row.',
  pinEnabled: 'PIN enabled',
  pinEnabledHint: 'Every card of this file is marked PIN enabled.',
  uploading: 'Adding the cards…',
  uploadDone: (added: number, failed: number) =>
    `${formatCount(added)} ${added === 1 ? 'card' : 'cards'} added` +
    (failed > 0 ? `, ${formatCount(failed)} not added.` : '.'),
  // Generate dialog
  generate: 'Generate',
  generateTitle: 'Generate E-Gift Cards',
  numberOfCards: 'Number of cards',
  generated: (count: number) => `${count} e-gift ${count === 1 ? 'card' : 'cards'} generated.`,
  // Delete
  deleteTitle: 'Delete Gift Cards',
  deleteMessage: (count: number) =>
    `Are you sure you want to delete ${count === 1 ? '1 gift card' : `${count} gift cards`}? This is permanent and cannot be undone.`,
  // Settings
  settingsTitle: 'Gift Card Settings',
  settingsSaved: 'Gift card settings saved.',
  staleSettings:
    'Someone else saved the gift card settings after you started. Their values are shown where you made no change; save again to keep yours.',
  giftcardThreshold: 'Gift Card Threshold Limit',
  egiftcardThreshold: 'E-Gift Card Threshold Limit',
  minPurchase: 'Minimum Purchase Amount',
  maxPurchase: 'Maximum Purchase Amount',
  // Upload rows
  badNumber: 'The card number must be 8 to 19 digits.',
  lostDigits: 'The card number was stored as a number and lost digits; keep the column as text.',
  badPosition: 'The batch position must be 1 to 50 characters.',
  alreadyInStock: 'This card number is already in stock.',
  twiceInFile: 'This card number appears earlier in the file.',
  notInStock: 'This card is not in stock (sold, or deleted already).',
  balanceNotFound: 'cardNumber not available',
} as const;

/** How many e-gift numbers one Generate makes at most (one transaction). */
export const GENERATE_MAX_CARDS = 1000;
/** How many cards one delete request names at most (the screen sends larger selections in chunks). */
export const GIFT_CARD_DELETE_MAX = 1000;
/** The batch generated e-gift cards are filed under (C-18). */
export const WEB_BATCH = 'WEB';

export const GIFT_CARD_ERRORS = defineApiErrors({
  noneSelected: { status: 400, code: 'GiftCard.NoneSelected', message: GIFT_CARD_TEXTS.noneSelected },
  badCsv: { status: 400, code: 'GiftCard.BadFile', message: GIFT_CARD_TEXTS.badCsv },
  notFound: { status: 404, code: 'GiftCard.NotFound', message: GIFT_CARD_TEXTS.balanceNotFound },
});

/** An unpurchased card as the list shows it. */
export const giftCardListItemSchema = giftCardSchema.extend({
  DateCreated: z.string(),
});
export type GiftCardListItem = z.infer<typeof giftCardListItemSchema>;

const yesNoFilter = (param: string, label: string) =>
  selectFilter({
    label,
    param,
    options: [
      { value: 'yes', label: 'Yes', api: 'true' },
      { value: 'no', label: 'No', api: 'false' },
    ],
  });

/** /giftcards (spec 2 §1, §5): the unpurchased cards, searched by card number. */
export const giftCardListSpec = defineListSpec<GiftCardListItem>()({
  id: 'giftcards',
  label: 'Gift Cards',
  api: '/giftcards',
  readKeys: ['giftcards-reader'],
  columns: [
    { field: 'id', header: 'Card Number', sortable: true },
    { field: 'BatchPosition', header: 'Batch Position', sortable: true },
    { field: 'PinEnabled', header: 'Pin Enabled', sortable: true, format: 'yes-no' },
    { field: 'WebGenerated', header: 'Web Generated', sortable: true, format: 'yes-no' },
    { field: 'DateCreated', header: 'Added', sortable: true, format: 'date', optional: true },
  ],
  defaultSort: 'id',
  emptyText: GIFT_CARD_TEXTS.listEmpty,
  search: { placeholder: GIFT_CARD_TEXTS.searchPlaceholder },
  filters: {
    web: yesNoFilter('WebGenerated', 'Web Generated'),
    pin: yesNoFilter('PinEnabled', 'Pin Enabled'),
  },
});

/** GET /giftcards/summary: the count chip (every unpurchased card, whatever the search). */
export const giftCardSummarySchema = z.object({ Available: z.number().int() });
export type GiftCardSummary = z.infer<typeof giftCardSummarySchema>;

/** GET /giftcards/GenerateEgiftCardNumbers?numberOfCards= (spec 2 §7; giftcards-settings). */
export const generateGiftCardsQuerySchema = z.object({
  numberOfCards: z.coerce
    .number('Enter a number of cards.')
    .int('Enter a whole number of cards.')
    .min(1, 'Enter at least 1 card.')
    .max(GENERATE_MAX_CARDS, `At most ${GENERATE_MAX_CARDS} cards at a time.`),
});
export const generateGiftCardsResultSchema = z.object({
  /** Every requested number was generated and stored (the original's IsValid). */
  IsValid: z.boolean(),
  Cards: z.array(giftCardSchema),
});
export type GenerateGiftCardsResult = z.infer<typeof generateGiftCardsResultSchema>;

/** POST /giftcards/delete: `{ Action: 'delete', IDs }` (the bulk action contract); none → 'No gift cards selected'. */
export const giftCardDeleteSchema = z.strictObject({
  Action: z.literal('delete'),
  IDs: z
    .array(z.string().trim().min(1).max(100), GIFT_CARD_TEXTS.noneSelected)
    .min(1, GIFT_CARD_TEXTS.noneSelected)
    .max(GIFT_CARD_DELETE_MAX, `At most ${GIFT_CARD_DELETE_MAX} at a time.`)
    .transform((ids) => [...new Set(ids)]),
});

/** The upload's option (C-18: a 'PIN enabled' checkbox on the dialog, default off), sent in the query. */
export const giftCardUploadOptionsSchema = z.object({
  PinEnabled: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** POST /giftcards/balance (spec 1 §7): `card_number` → `card_value`, or 404 'cardNumber not available'. */
export const giftCardBalanceRequestSchema = z.strictObject({
  card_number: z.string().trim().min(1, 'Enter a card number.').max(30, 'Enter a card number.'),
});
export const giftCardBalanceSchema = z.object({ card_number: z.string(), card_value: z.number() });
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

/** What a card number in an upload must look like: 8 to 19 digits (ISO/IEC 7812 lengths). */
export const GIFT_CARD_NUMBER_PATTERN = /^\d{8,19}$/;

/** One uploaded row as a card, or why it cannot be one. */
export function giftCardFromRow(
  row: Record<string, unknown>,
  pinEnabled: boolean,
): { card: GiftCard } | { error: string } {
  const rawNumber = row.GiftCardNumber;
  if (typeof rawNumber === 'number' && !Number.isSafeInteger(rawNumber))
    return { error: GIFT_CARD_TEXTS.lostDigits };
  const id = typeof rawNumber === 'number' || typeof rawNumber === 'string' ? String(rawNumber).trim() : '';
  if (!GIFT_CARD_NUMBER_PATTERN.test(id)) return { error: GIFT_CARD_TEXTS.badNumber };
  const rawPosition = row.BatchPosition;
  const position =
    typeof rawPosition === 'number' || typeof rawPosition === 'string' ? String(rawPosition).trim() : '';
  if (position.length < 1 || position.length > 50) return { error: GIFT_CARD_TEXTS.badPosition };
  return { card: { id, BatchPosition: position, PinEnabled: pinEnabled, WebGenerated: false } };
}

/** The Luhn check digit that completes `digits` (a string of digits). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    // From the right, every second digit of the payload (the first next to the check digit) is doubled.
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a number of digits passes the Luhn check. */
export const isLuhnValid = (number: string): boolean =>
  /^\d{2,}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.at(-1));

/** E-gift numbers are 16 digits: this prefix, 11 random digits and the Luhn check digit. */
export const EGIFT_PREFIX = '6045';
export const EGIFT_LENGTH = 16;

/** A 16-digit Luhn-valid e-gift number from 11 random digits (the caller supplies the randomness). */
export function egiftNumber(randomDigits: string): string {
  const payload = `${EGIFT_PREFIX}${randomDigits}`;
  if (!/^\d+$/.test(randomDigits) || payload.length !== EGIFT_LENGTH - 1)
    throw new Error(`An e-gift number needs ${EGIFT_LENGTH - 1 - EGIFT_PREFIX.length} random digits.`);
  return `${payload}${luhnCheckDigit(payload)}`;
}

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

/** A number typed in a form field ('' or anything else that is not a number fails the rule that follows). */
const typedNumber = z.string().transform((value) => (value.trim() === '' ? Number.NaN : Number(value)));

/**
 * The settings panel's form: the document's shape with the typed texts, turned into numbers and checked
 * by giftCardSettingsFormSchema, so each message lands on its field (same paths).
 */
export const giftCardSettingsInputSchema = z
  .object({
    ThresholdSetting: z.object({ GiftcardThresholdLimit: typedNumber, EGiftcardThresholdLimit: typedNumber }),
    PurchaseSetting: z.object({ MinPurchaseAmt: typedNumber, MaxPurchaseAmt: typedNumber }),
  })
  .pipe(giftCardSettingsFormSchema);
export type GiftCardSettingsInput = z.input<typeof giftCardSettingsInputSchema>;

/** The form's texts from the saved settings (empty fields when the document has none). */
export function giftCardSettingsInput(value: GiftCardSettingsForm | null): GiftCardSettingsInput {
  const text = (number: number | undefined) => (number === undefined ? '' : String(number));
  return {
    ThresholdSetting: {
      GiftcardThresholdLimit: text(value?.ThresholdSetting.GiftcardThresholdLimit),
      EGiftcardThresholdLimit: text(value?.ThresholdSetting.EGiftcardThresholdLimit),
    },
    PurchaseSetting: {
      MinPurchaseAmt: text(value?.PurchaseSetting.MinPurchaseAmt),
      MaxPurchaseAmt: text(value?.PurchaseSetting.MaxPurchaseAmt),
    },
  };
}

/** Unpurchased gift cards: the routes the server serves and the web's resource calls. */
export const giftCardApi = defineRecordApi({
  path: '/giftcards',
  item: giftCardListItemSchema,
});

export const giftCardSummaryRoute = readRoute('/giftcards/summary', giftCardSummarySchema);
export const giftCardDeleteRoute = defineRoute({
  method: 'POST',
  path: '/giftcards/delete',
  body: giftCardDeleteSchema,
  response: bulkActionResultSchema(giftCardListItemSchema),
});
export const generateGiftCardsRoute = defineRoute({
  method: 'POST',
  path: '/giftcards/generate',
  body: generateGiftCardsQuerySchema.strict(),
  response: generateGiftCardsResultSchema,
});
export const giftCardBalanceRoute = defineRoute({
  method: 'POST',
  path: '/giftcards/balance',
  body: giftCardBalanceRequestSchema,
  response: giftCardBalanceSchema,
});
