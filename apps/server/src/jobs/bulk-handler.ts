import type { BulkJobType, FeatureKey } from '@commerce/domain';
import type { z } from 'zod';
import type { Tx } from '../db/client.ts';

/**
 * What a kind of bulk upload plugs into the job engine. The engine owns the file (checks, storage,
 * download), reading the first worksheet into rows (header row → keys, one object per non-empty row),
 * claiming and batching, progress and the error log; a handler only says who may use it and what one row
 * does (and, optionally, what a batch of rows does at once).
 *
 * A row object has one key per header cell (the header text, trimmed) whose cell in that row has a value;
 * empty cells are left out. Values are strings (trimmed), numbers, booleans, or ISO strings for dates;
 * rich text, hyperlinks and formulas arrive as their shown text or result.
 */
export interface BulkJobHandler<Prepared = unknown> {
  /** The job type (PartitionKey), e.g. 'bulkupdateinternalusers'. */
  type: BulkJobType;
  /**
   * Uploading, listing and reading jobs of this type needs any one of these keys: the same keys as
   * BULK_JOB_TYPES[type].features in the domain (what the web app shows), which a test checks.
   */
  features: FeatureKey[];
  /** Builds the template workbook served at BULK_JOB_TYPES[type].template (exceljs), columns documented. */
  buildTemplate(): Promise<Buffer>;
  /** Column names the header row must have; a file without them is refused at upload with a clear message. */
  requiredColumns: string[];
  /**
   * Optional: the type's own check of the header row (its column names, trimmed), answering the message a
   * refused file shows, or null; replaces the engine's check of `requiredColumns` (e.g. a spec's own text).
   */
  headerProblem?(columns: readonly string[]): string | null;
  /**
   * Optional: choices made on the upload beside the file (the upload's query string, e.g. PinEnabled=true),
   * checked with this schema (a 400 when they do not parse) and stored with every row: each row's data
   * gets the parsed values, which win over a file column of the same name.
   */
  uploadOptions?: z.ZodType<Record<string, unknown>>;
  /** What the error log names a row by (for users, the Username); fall back to 'Row {n}' when empty. */
  errorOn(row: Record<string, unknown>): string;
  /**
   * Optional slow work for one row that needs no database, e.g. hashing a password (~20 ms of argon2id).
   * The engine runs it for a batch's rows concurrently, before and outside the batch's transaction, so
   * the database is held only for the writes (on the embedded database a transaction holds every other
   * request). Its result reaches processRow as `context.prepared`. Throwing here makes the row an error
   * entry, as in processRow.
   */
  prepareRow?(row: Record<string, unknown>): Promise<Prepared>;
  /**
   * Applies one row inside `tx` (a savepoint of the batch's transaction). Throw BulkRowError (or an
   * ApiError) for a bad row: its message goes to the error log, the row's changes are rolled back and the
   * job goes on with the next row. A row may be run again when a later row of its batch fails (its first
   * run rolled back with it), so it must not act outside `tx` (send through the outbox instead).
   */
  processRow(tx: Tx, row: Record<string, unknown>, context: BulkRowContext<Prepared>): Promise<void>;
  /**
   * Optional: applies a whole batch's rows at once inside `tx` (a savepoint of the batch's transaction),
   * e.g. with a few set-based statements instead of a few per row, and returns the rows that fail with
   * why; a failing row must leave nothing behind, the others are applied. The engine then uses it instead
   * of processRow. If it throws, its savepoint is rolled back and the batch goes through processRow row
   * by row, so a rare failure of the set as a whole (a race such as a unique violation, or a rule only
   * the order of the rows decides) is told row by row and the fast path never has to be right about it.
   */
  processRows?(tx: Tx, rows: BulkRow<Prepared>[], context: BulkBatchContext): Promise<BulkRowFailure[]>;
}

export interface BulkBatchContext {
  jobId: string;
  /** The user who uploaded the file (audited as the actor of every change). */
  actorId: string | null;
}

export interface BulkRowContext<Prepared = unknown> extends BulkBatchContext {
  rowNumber: number;
  /** What prepareRow returned for this row (undefined when the handler has no prepareRow). */
  prepared: Prepared | undefined;
}

/** A row of a batch, in spreadsheet row order, with what prepareRow returned for it. */
export interface BulkRow<Prepared = unknown> {
  rowNumber: number;
  data: Record<string, unknown>;
  prepared: Prepared | undefined;
}

/** A row processRows did not apply, and why (the error log's text is made from `error` as for processRow). */
export interface BulkRowFailure {
  rowNumber: number;
  error: unknown;
}

/** A row that cannot be applied; the message is shown in the job's error log. */
export class BulkRowError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BulkRowError';
  }
}
