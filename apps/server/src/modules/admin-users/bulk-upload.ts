import {
  adminUserCreateSchema,
  adminUserPatchSchema,
  PASSWORD_HELP_TEXT,
  USERNAME_MAX_LENGTH,
} from '@commerce/domain';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { BulkRowError, type BulkJobHandler, type BulkRowFailure } from '../../jobs/bulk-handler.ts';
import { saveAdminUser, saveAdminUsers, type AdminUserSave } from './save.ts';
import type { AdminUserChanges } from './service.ts';
import { hashPassword } from './passwords.ts';

/**
 * UpdateInternalUsers.xlsx: one row per user. A new Username creates the user with the same rules as the
 * form; an existing one updates that user, where a blank cell leaves its field as it is.
 */
interface Column {
  name: string;
  newUser: 'Required' | 'Optional';
  description: string;
}

const NO_ROLES = 'NONE';

const COLUMNS: Column[] = [
  {
    name: 'Username',
    newUser: 'Required',
    description: `The user's ID: at most ${USERNAME_MAX_LENGTH} characters, letters, digits, ".", "_" or "-". A username not in use creates a user; one in use (whatever its case) updates that user.`,
  },
  { name: 'FirstName', newUser: 'Required', description: 'First name.' },
  { name: 'LastName', newUser: 'Required', description: 'Last name.' },
  { name: 'Email', newUser: 'Required', description: 'A valid e-mail address.' },
  {
    name: 'StoreID',
    newUser: 'Required',
    description: "The ID of the user's store, e.g. Store-BachmansOnLyndale-6010-6128617600.",
  },
  {
    name: 'Password',
    newUser: 'Required',
    description: `${PASSWORD_HELP_TEXT}. On an existing user a password replaces the current one. Either way the user chooses their own password at their next sign-in.`,
  },
  {
    name: 'Active',
    newUser: 'Optional',
    description: 'TRUE or FALSE (also Yes/No, 1/0). Blank: TRUE for a new user.',
  },
  {
    name: 'Roles',
    newUser: 'Optional',
    description: `Role IDs separated by commas: the user's complete set of roles. ${NO_ROLES} removes every role. Blank: no roles for a new user.`,
  },
];

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9E2F2' } };

/** The template: the Users sheet to fill in (each header cell carries its note) and an Instructions sheet. */
async function buildTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Commerce Admin';
  const users = workbook.addWorksheet('Users', { views: [{ state: 'frozen', ySplit: 1 }] });
  users.columns = COLUMNS.map((column) => ({
    header: column.name,
    key: column.name,
    width: column.name === 'Email' || column.name === 'StoreID' ? 32 : 16,
  }));
  const header = users.getRow(1);
  header.font = { bold: true };
  header.fill = HEADER_FILL;
  COLUMNS.forEach((column, index) => {
    header.getCell(index + 1).note = `${column.newUser} for a new user. ${column.description}`;
  });
  // Text cells, so Excel keeps leading zeros in usernames and does not turn passwords into numbers.
  for (let index = 1; index <= COLUMNS.length; index++) users.getColumn(index).numFmt = '@';

  const help = workbook.addWorksheet('Instructions');
  help.columns = [
    { header: 'Column', key: 'name', width: 14 },
    { header: 'New user', key: 'newUser', width: 12 },
    { header: 'Description', key: 'description', width: 110 },
  ];
  help.getRow(1).font = { bold: true };
  help.getRow(1).fill = HEADER_FILL;
  for (const column of COLUMNS) help.addRow(column).alignment = { wrapText: true, vertical: 'top' };
  help.addRow({});
  help.addRow({
    description:
      'Fill in the Users sheet, one row per user. For an existing user, fill in only what changes: blank cells leave the current values.',
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A row read and checked without the database, its password hashed: what prepareRow hands on. */
export interface PreparedUserRow {
  username: string;
  changes: AdminUserChanges;
}

const text = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
};

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'active']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'inactive']);

function activeOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const word = text(value)?.toLowerCase();
  if (word === undefined) return undefined;
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw new BulkRowError(`Active must be TRUE or FALSE (got "${text(value)}").`);
}

function rolesOf(value: unknown): string[] | undefined {
  const cell = text(value);
  if (cell === undefined) return undefined;
  if (cell.toUpperCase() === NO_ROLES) return [];
  return cell
    .split(/[,;\n]/)
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** Zod's problems in the form's own words, as one line. */
const problemsOf = (error: z.ZodError) =>
  new BulkRowError(error.issues.map((issue) => issue.message).join(' '));

/**
 * The row as a change request: only the cells with a value, checked by the API's own schema, and the
 * password hashed. Needs no database, so the engine runs it outside the batch's transaction.
 */
export async function prepareUserRow(row: Record<string, unknown>): Promise<PreparedUserRow> {
  const username = text(row.Username);
  if (!username) throw new BulkRowError('Username is required.');
  const request = Object.fromEntries(
    Object.entries({
      FirstName: text(row.FirstName),
      LastName: text(row.LastName),
      Email: text(row.Email),
      xp: text(row.StoreID) === undefined ? undefined : { StoreAddressID: text(row.StoreID) },
      Password: text(row.Password),
      Active: activeOf(row.Active),
      RoleIDs: rolesOf(row.Roles),
    }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(request).length === 0) return { username, changes: {} };
  const parsed = adminUserPatchSchema.safeParse(request);
  if (!parsed.success) throw problemsOf(parsed.error);
  const { Password, ...changes } = parsed.data;
  return {
    username,
    changes: Password === undefined ? changes : { ...changes, passwordHash: await hashPassword(Password) },
  };
}

/** A new user needs every field the form needs; the password was checked and hashed already. */
const newUserSchema = adminUserCreateSchema.omit({ Password: true });

/** The row as a save: an existing user (whatever the username's case) is updated, a new one created. */
function saveOf({ username, changes }: PreparedUserRow): AdminUserSave {
  return {
    user: { username },
    update: changes,
    create: () => {
      const { passwordHash, ...fields } = changes;
      if (!passwordHash) throw new BulkRowError('A new user needs a Password.');
      const parsed = newUserSchema.safeParse({
        FirstName: '',
        LastName: '',
        Email: '',
        xp: { StoreAddressID: '' },
        ...fields,
        Username: username,
      });
      if (!parsed.success) throw problemsOf(parsed.error);
      return { ...parsed.data, passwordHash };
    },
  };
}

export const internalUsersUpload: BulkJobHandler<PreparedUserRow> = {
  type: 'bulkupdateinternalusers',
  features: ['internal-bulk'],
  requiredColumns: ['Username'],
  buildTemplate,
  errorOn: (row) => text(row.Username) ?? '',
  prepareRow: prepareUserRow,

  async processRow(tx, row, context) {
    const prepared = context.prepared ?? (await prepareUserRow(row));
    await saveAdminUser(tx, { id: context.actorId }, saveOf(prepared));
  },

  // The rows of a batch are saved together: a few statements for the batch instead of a few per row.
  async processRows(tx, rows, context) {
    const failures: BulkRowFailure[] = [];
    const saves: { rowNumber: number; save: AdminUserSave }[] = [];
    for (const { rowNumber, data, prepared } of rows) {
      try {
        saves.push({ rowNumber, save: saveOf(prepared ?? (await prepareUserRow(data))) });
      } catch (error) {
        failures.push({ rowNumber, error });
      }
    }
    const outcomes = await saveAdminUsers(
      tx,
      { id: context.actorId },
      saves.map((row) => row.save),
    );
    outcomes.forEach((outcome, index) => {
      if (!outcome.ok) failures.push({ rowNumber: saves[index]!.rowNumber, error: outcome.error });
    });
    return failures;
  },
};
