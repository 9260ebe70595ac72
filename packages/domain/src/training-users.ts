import { z } from 'zod';
import { phoneDigits } from './phone.ts';

/** Registering training users from a CSV file (spec 3 §3, §4, §5). */
export const TRAINING_USER_TEXTS = {
  notFormatted: 'This file is not formatted correctly.',
  recordCount: (count: number) => `This file contains ${count} records`,
  uploaded: 'File Uploaded Successfully..!',
} as const;

/** One CSV record; FirstName and LastName are required, e-mail and phone are read when present. */
export const trainingCsvRecordSchema = z.object({
  FirstName: z.string().trim().min(1),
  LastName: z.string().trim().min(1),
  EmailAddress: z.string().trim().default(''),
  PhoneNumber: z.string().trim().default(''),
});
export type TrainingCsvRecord = z.output<typeof trainingCsvRecordSchema>;

/** The registration request: the records of one valid file. */
export const trainingUsersBodySchema = z.object({ records: z.array(trainingCsvRecordSchema).min(1) });

export type TrainingCsvResult =
  { valid: true; records: TrainingCsvRecord[]; message: string } | { valid: false; message: string };

const COLUMNS = ['FirstName', 'LastName', 'EmailAddress', 'PhoneNumber'] as const;

const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/**
 * Spreadsheet programs often start a CSV with a byte-order mark, which would hide the first column's name.
 */
const headerName = (cell: string) => cell.replace(/^\uFEFF/, '').trim();

/**
 * Reads the rows of a CSV file (cells already split): the first non-blank row is the header, blank rows are
 * skipped. Valid only with at least one record and every record having FirstName and LastName.
 */
export function parseTrainingCsv(rows: readonly (readonly string[])[]): TrainingCsvResult {
  const [header, ...body] = rows.filter((row) => !isBlankRow(row));
  const invalid = { valid: false, message: TRAINING_USER_TEXTS.notFormatted } as const;
  if (!header) return invalid;
  const names = header.map(headerName);
  const records = body.map((row) =>
    trainingCsvRecordSchema.safeParse(
      Object.fromEntries(COLUMNS.map((column) => [column, row[names.indexOf(column)] ?? ''])),
    ),
  );
  if (records.length === 0 || records.some((record) => !record.success)) return invalid;
  const parsed = records.flatMap((record) => (record.success ? [record.data] : []));
  return { valid: true, records: parsed, message: TRAINING_USER_TEXTS.recordCount(parsed.length) };
}

/** The user registered for one record. */
export interface TrainingUser {
  Username: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string | null;
  Active: true;
  xp: { CreatedFrom: 'web'; Notes: []; Charge: 'N'; TrainingUsers: true };
}

/**
 * The Username is the e-mail; the phone is kept as digits, like every phone. The platform generates the ID
 * (the customer's account number), so the payload leaves it out instead of carrying the source's placeholder.
 */
export function trainingUserFromRow(record: TrainingCsvRecord): TrainingUser {
  const phone = phoneDigits(record.PhoneNumber);
  return {
    Username: record.EmailAddress,
    FirstName: record.FirstName,
    LastName: record.LastName,
    Email: record.EmailAddress,
    Phone: phone === '' ? null : phone,
    Active: true,
    xp: { CreatedFrom: 'web', Notes: [], Charge: 'N', TrainingUsers: true },
  };
}
