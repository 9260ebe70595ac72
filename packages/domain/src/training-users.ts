import { z } from 'zod';
import { defineApiErrors } from './api-errors.ts';
import { defineRoute } from './api-routes.ts';
import { formatCount } from './money.ts';
import { isValidPhone, phoneDigits } from './phone.ts';
import { SNIFF_BYTES, uploadedFileMessage, uploadedFileProblem } from './uploaded-files.ts';

/** Registering training users from a CSV file (spec 3 §3, §4, §5). */
export const TRAINING_USER_TEXTS = {
  notFormatted: 'This file is not formatted correctly.',
  recordCount: (count: number) => `This file contains ${count} records`,
  uploaded: 'File Uploaded Successfully..!',
  selectFile: 'Select CSV to upload',
  register: 'Register Users',
  clearFile: 'Clear the file',
  /**
   * What a registration did (C-22: ours, the spec shows none): under the spec's success text when every
   * record was registered; alone, as the outcome, when some were not.
   */
  summary: (created: number, failed: number) =>
    failed === 0
      ? `${created} training ${created === 1 ? 'user' : 'users'} registered.`
      : `${created} registered, ${failed} failed: see the rows below.`,
  registerFailed: 'The training users could not be registered.',
  notCsv: (fileName: string) => `${fileName} is not a CSV file (.csv).`,
  tooManyRecords: (fileName: string, count: number) =>
    `${fileName} holds ${formatCount(count)} records: at most ${formatCount(TRAINING_USERS_PER_FILE)} are registered from one file. Split it into smaller files.`,
  badEmail: 'The e-mail address is not valid.',
  badPhone: 'The phone number must have 10 digits.',
  created: 'Registered',
  failed: 'Not registered',
} as const;

/** Records of one file (C-22: one server call, one transaction, per file of up to 1,000 rows). */
export const TRAINING_USERS_PER_FILE = 1000;

/** The largest training CSV (1,000 records of the longest values fit in half of it). */
export const TRAINING_CSV_MAX_BYTES = 1024 * 1024;

/** The multipart field the training CSV is sent in. */
export const TRAINING_CSV_FIELD = 'file';

/** The login of a training user without an e-mail (C-22): unique through the account number, never mailable. */
export const trainingPlaceholderLogin = (accountNumber: string) =>
  `training.${accountNumber}@training.invalid`;

/** One CSV record; FirstName and LastName are required, e-mail and phone are read when present. */
export const trainingCsvRecordSchema = z.strictObject({
  FirstName: z.string().trim().min(1).max(100),
  LastName: z.string().trim().min(1).max(100),
  EmailAddress: z.string().trim().max(254).default(''),
  PhoneNumber: z.string().trim().max(40).default(''),
});
export type TrainingCsvRecord = z.output<typeof trainingCsvRecordSchema>;

/** What became of one record: the customer created (its account number and login), or why not. */
export const trainingUserResultSchema = z.object({
  /** The record's place in the request, from 1. */
  Record: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
  Status: z.enum(['created', 'failed']),
  ID: z.string().nullable(),
  Username: z.string().nullable(),
  Message: z.string().nullable(),
});
export type TrainingUserResult = z.output<typeof trainingUserResultSchema>;

export const trainingUsersAnswerSchema = z.object({
  Created: z.number().int(),
  Failed: z.number().int(),
  Results: z.array(trainingUserResultSchema),
});
export type TrainingUsersAnswer = z.output<typeof trainingUsersAnswerSchema>;

/**
 * What a chosen training CSV holds: its records, or why it cannot be registered. `problem` says what kind
 * of refusal it is ('file': empty, too large, not a CSV file, damaged; 'format': without the columns, the
 * spec's text; 'tooMany': over TRAINING_USERS_PER_FILE records).
 */
export type TrainingCsvResult =
  | { valid: true; records: TrainingCsvRecord[]; message: string }
  | { valid: false; message: string; problem: 'file' | 'format' | 'tooMany' };

/**
 * Splits CSV text into rows of cells (RFC 4180: quoted cells may hold commas, doubled quotes and line
 * breaks; CRLF or LF line ends; a byte-order mark is dropped). Lenient like a spreadsheet: a stray quote
 * inside an unquoted cell is kept as text.
 */
export function splitCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

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
  const invalid = { valid: false, message: TRAINING_USER_TEXTS.notFormatted, problem: 'format' } as const;
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

/** The bytes as UTF-8 text, or null when they are not UTF-8. */
function utf8Text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads a chosen training CSV whole, the same way in the browser (as soon as it is chosen) and on the server
 * (when it is registered): a file that is empty, over TRAINING_CSV_MAX_BYTES, not named .csv, holding
 * another kind of content (an image, a workbook) or not UTF-8 text is refused with a message naming it;
 * then its rows are read as parseTrainingCsv reads them, at most TRAINING_USERS_PER_FILE records.
 */
export function readTrainingCsv(file: { name: string; bytes: Uint8Array }): TrainingCsvResult {
  const { name, bytes } = file;
  const refused = (message: string) => ({ valid: false, message, problem: 'file' }) as const;
  if (!name.toLowerCase().endsWith('.csv')) return refused(TRAINING_USER_TEXTS.notCsv(name));
  const head = bytes.subarray(0, SNIFF_BYTES);
  const problem = uploadedFileProblem({ name, size: bytes.length, head }, TRAINING_CSV_MAX_BYTES);
  if (problem) return refused(uploadedFileMessage(name, problem));
  const text = utf8Text(bytes);
  // Bytes that are not UTF-8 further in, or a NUL (binary data behind a text head): damaged.
  if (text === null || text.includes('\u0000'))
    return refused(uploadedFileMessage(name, { kind: 'damaged', expected: 'text' }));
  const result = parseTrainingCsv(splitCsvRows(text));
  if (result.valid && result.records.length > TRAINING_USERS_PER_FILE)
    return {
      valid: false,
      message: TRAINING_USER_TEXTS.tooManyRecords(name, result.records.length),
      problem: 'tooMany',
    };
  return result;
}

/**
 * The registration's refusals of a file (each message names the file): the file itself, its format (the
 * spec's text after the name), too many records, or no file.
 */
export const TRAINING_USER_ERRORS = defineApiErrors({
  fileRequired: { status: 400, code: 'TrainingUsers.FileRequired', message: 'Choose a CSV file to upload.' },
  badFile: { status: 400, code: 'TrainingUsers.BadFile', message: 'The file cannot be read as a CSV file.' },
  tooLarge: {
    status: 413,
    code: 'TrainingUsers.FileTooLarge',
    message: `The file must be ${TRAINING_CSV_MAX_BYTES / (1024 * 1024)} MB or smaller.`,
  },
  notFormatted: {
    status: 400,
    code: 'TrainingUsers.NotFormatted',
    message: TRAINING_USER_TEXTS.notFormatted,
  },
  tooManyRecords: {
    status: 400,
    code: 'TrainingUsers.TooManyRecords',
    message: `At most ${formatCount(TRAINING_USERS_PER_FILE)} records are registered from one file.`,
  },
});

/** The customer registered for one record (spec 3 §3); the ID (account number) is generated on the server. */
export interface TrainingUser {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string | null;
  Active: true;
  xp: { CreatedFrom: 'web'; Notes: []; Charge: 'N'; TrainingUsers: true };
}

export type TrainingUserCheck = { ok: true; user: TrainingUser } | { ok: false; message: string };

const emailSchema = z.email();

/**
 * Checks one record and builds its customer: the Username is the e-mail (or, without one, the placeholder
 * login made from the account number: trainingPlaceholderLogin); the phone is kept as its 10 digits like
 * every phone (an 11-digit number starting with the country code 1 loses the 1). A record whose e-mail or
 * phone cannot be kept fails alone (C-22), with the reason.
 */
export function trainingUserFromRow(record: TrainingCsvRecord): TrainingUserCheck {
  const email = record.EmailAddress.trim();
  if (email !== '' && !emailSchema.safeParse(email).success) {
    return { ok: false, message: TRAINING_USER_TEXTS.badEmail };
  }
  let phone = phoneDigits(record.PhoneNumber);
  if (phone.length === 11 && phone.startsWith('1')) phone = phone.slice(1);
  if (phone !== '' && !isValidPhone(phone)) return { ok: false, message: TRAINING_USER_TEXTS.badPhone };
  return {
    ok: true,
    user: {
      FirstName: record.FirstName,
      LastName: record.LastName,
      Email: email,
      Phone: phone === '' ? null : phone,
      Active: true,
      xp: { CreatedFrom: 'web', Notes: [], Charge: 'N', TrainingUsers: true },
    },
  };
}

/** Register the records of a training CSV (a multipart upload) as training customers. */
export const registerTrainingUsersRoute = defineRoute({
  method: 'POST',
  path: '/training-users',
  upload: true,
  response: trainingUsersAnswerSchema,
});
