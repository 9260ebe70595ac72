import type { FeatureKey } from './permissions.ts';

// The job types and who may use them, apart from the jobs' schemas (bulk-jobs.ts): the side menu and the
// route guard of every signed-in screen read BULK_FEATURES, and importing it from bulk-jobs.ts would bring
// those schemas (and zod) into the shell's chunk.

/** Bulk operations: an uploaded workbook processed as a job (spec 1 §2, §3, §4, §9). */
export const BULK_JOB_STATUSES = ['requested', 'in-progress', 'complete'] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];

/** The status chip's colour (the theme's primary is purple, secondary green). */
export const BULK_JOB_STATUS_COLORS: Record<BulkJobStatus, 'default' | 'primary' | 'secondary'> = {
  requested: 'default',
  'in-progress': 'primary',
  complete: 'secondary',
};

/** What the status chip reads (the spec names the states; the words on the chip are ours). */
export const BULK_JOB_STATUS_LABELS: Record<BulkJobStatus, string> = {
  requested: 'Requested',
  'in-progress': 'In Progress',
  complete: 'Complete',
};

export interface BulkJobTypeInfo {
  label: string;
  /** One line on the Bulk Operations page saying what an upload of the type does. */
  description: string;
  /** Where the template workbook staff fill in is served (outside /api, like the original's static file). */
  template: string;
  /** Uploading, listing and reading jobs of the type needs any one of these keys. */
  features: readonly FeatureKey[];
  /** What the error log's first column names a row by. */
  errorOnLabel: string;
  /** The kinds of file an upload of the type may be (default: an .xlsx workbook only). */
  fileTypes?: readonly BulkFileType[];
}

/** The files an upload may be: an Excel workbook (first worksheet) or, for types that declare it, CSV. */
export type BulkFileType = '.xlsx' | '.csv';

/** Each job type: its label, template, who may use it and how its error log names a row. */
export const BULK_JOB_TYPES = {
  bulkupdateinternalusers: {
    label: 'Upload/Update Internal Users',
    description: 'Create internal users, or update existing ones, from a workbook with one row per user.',
    template: '/upload_templates/UpdateInternalUsers.xlsx',
    features: ['internal-bulk'],
    errorOnLabel: 'Username',
  },
  importroutecodes: {
    label: 'Import Route Codes',
    description:
      'Add route codes, or change the route code and surcharge of existing ones, from a CSV file or a workbook with one row per zip code and city.',
    template: '/upload_templates/RouteCodes.xlsx',
    features: ['address-admin'],
    errorOnLabel: 'Zip / City',
    fileTypes: ['.csv', '.xlsx'],
  },
  giftcards: {
    label: 'Upload Gift Cards',
    description:
      'Add unpurchased gift cards from a CSV file (or a workbook) with the columns GiftCardNumber and BatchPosition.',
    template: '/upload_templates/GiftCards.xlsx',
    features: ['giftcards-upload'],
    errorOnLabel: 'Card Number',
    fileTypes: ['.csv', '.xlsx'],
  },
  addbatchredirects: {
    label: 'Batch Redirects',
    description:
      "Add storefront redirects from a CSV file or a workbook with one 'source:destination' line per row (column Redirect); lines whose slug is already redirected, or that would loop, are skipped and listed in the error log.",
    template: '/upload_templates/BatchRedirects.xlsx',
    features: ['misc-marketing'],
    errorOnLabel: 'Line',
    fileTypes: ['.csv', '.xlsx'],
  },
  bulkupdateproducts: {
    label: 'Bulk Update Products',
    description:
      'Change prices, inventory, safety stock, visibility, launch and end dates and flags of SKUs from a workbook with one row per SKU; only filled cells change.',
    template: '/upload_templates/BulkUpdateProducts.xlsx',
    features: ['product-bulk'],
    errorOnLabel: 'SKU',
  },
} as const satisfies Record<string, BulkJobTypeInfo>;
export type BulkJobType = keyof typeof BULK_JOB_TYPES;
export const BULK_JOB_TYPE_IDS = Object.keys(BULK_JOB_TYPES) as [BulkJobType, ...BulkJobType[]];

export const isBulkJobType = (value: string): value is BulkJobType => Object.hasOwn(BULK_JOB_TYPES, value);

/** The kinds of file a job type takes. */
export const bulkFileTypesOf = (type: BulkJobType): readonly BulkFileType[] =>
  (BULK_JOB_TYPES[type] as BulkJobTypeInfo).fileTypes ?? ['.xlsx'];

/** Every key that opens some job type: what the bulk API's routes admit before the type's own check. */
export const BULK_FEATURES: readonly FeatureKey[] = [
  ...new Set(BULK_JOB_TYPE_IDS.flatMap((type) => BULK_JOB_TYPES[type].features)),
];

/** The job types a user with these permissions may upload, list and read. */
export const bulkJobTypesFor = (permissions: readonly string[]): BulkJobType[] =>
  BULK_JOB_TYPE_IDS.filter((type) => BULK_JOB_TYPES[type].features.some((key) => permissions.includes(key)));
