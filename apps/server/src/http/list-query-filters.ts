/**
 * The filter half of the list convention: the syntax of one filter value and the SQL each field type makes of it.
 *
 * Syntax of one query value (`?Key=value`; a repeated key ANDs its values):
 *   Rose          equals (text: exact, case-sensitive)
 *   Rose*  *ose*  wildcard, `*` anywhere → case-insensitive ILIKE (text only)
 *   *             has a value (not null; text also not '')
 *   !*            has no value (null; text also '')
 *   !Rose  !Ro*   negation of ONE value/wildcard/comparison; rows where the column is null count as "not Rose"
 *   A|B|C         any of (may mix equals, wildcards, comparisons; cannot be negated — repeat the key instead:
 *                 `?Status=!Open&Status=!Closed`)
 *   <v >v <=v >=v comparisons (text compares as text; not for booleans)
 *   \* \| \! \< \> \\   a literal `*`, `|`, `!`, `<`, `>`, `\` (any other `\x` stays as typed)
 * An empty value (`?Name=`) is ignored, so forms can send blank inputs.
 *
 * Every value ends up as a bound parameter; nothing from the request is spliced into SQL text.
 */
import { isIsoDate, nextIsoDate, storeDayBounds, storedCalendarDate, zonedInstant } from '@commerce/domain';
import { and, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { validationFailure } from './errors.ts';

/**
 * How a field's values compare: `date` is an instant (a creation), whose `YYYY-MM-DD` is the store's day;
 * `calendar-date` a date-only value stored at an edge of its UTC day (a launch date), whose day is that day.
 */
export type FieldType = 'text' | 'number' | 'boolean' | 'date' | 'calendar-date';
export type CompareOp = '<' | '>' | '<=' | '>=';

/** One alternative of a filter value, still as text; the field type decides what it means in SQL. */
export type FilterTerm =
  | { kind: 'equals'; value: string }
  /** `pattern` is a ready LIKE pattern: `*` became `%`, literal `%`, `_` and `\` are escaped with `\`. */
  | { kind: 'like'; pattern: string }
  | { kind: 'compare'; op: CompareOp; value: string }
  | { kind: 'hasValue' };

/** One query value: `negate` applies to the single term; otherwise the terms are ORed. */
export interface FilterCondition {
  /** The value as sent, for error messages. */
  raw: string;
  negate: boolean;
  anyOf: FilterTerm[];
}

/** Thrown as a 400 ValidationFailure that names the filter key. */
export const invalidFilterValue = (key: string, problem: string, raw: string) =>
  validationFailure({ [key]: problem }, `The filter ${key} ${problem} (got "${raw}").`);

/** Escapes `\`, `%` and `_` so a user's text matches literally inside a LIKE pattern (default escape `\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// A character of the value and whether it was written with a backslash in front (then it is never syntax).
interface Char {
  c: string;
  escaped: boolean;
}

const ESCAPABLE = new Set(['*', '|', '!', '<', '>', '\\']);

function toChars(raw: string): Char[] {
  const chars: Char[] = [];
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i] as string;
    const next = raw[i + 1];
    if (c === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      chars.push({ c: next, escaped: true });
      i++;
    } else {
      chars.push({ c, escaped: false });
    }
  }
  return chars;
}

const isSyntax = (ch: Char | undefined, c: string) => ch !== undefined && !ch.escaped && ch.c === c;
const text = (chars: Char[]) => chars.map((ch) => ch.c).join('');

function splitOnBars(chars: Char[]): Char[][] {
  const parts: Char[][] = [[]];
  for (const ch of chars) {
    if (isSyntax(ch, '|')) parts.push([]);
    else (parts[parts.length - 1] as Char[]).push(ch);
  }
  return parts;
}

function parseTerm(key: string, raw: string, chars: Char[]): FilterTerm {
  if (chars.length === 0) throw invalidFilterValue(key, 'has an empty alternative around "|"', raw);
  if (isSyntax(chars[0], '!')) {
    throw invalidFilterValue(
      key,
      'can only use "!" at the start of a single value (not inside "|" lists)',
      raw,
    );
  }
  if (chars.length === 1 && isSyntax(chars[0], '*')) return { kind: 'hasValue' };

  const op = compareOpAt(chars);
  if (op) {
    const rest = chars.slice(op.length);
    if (rest.length === 0) throw invalidFilterValue(key, `needs a value after "${op}"`, raw);
    if (rest.some((ch) => isSyntax(ch, '*'))) {
      throw invalidFilterValue(key, 'cannot combine a comparison with a "*" wildcard', raw);
    }
    return { kind: 'compare', op, value: text(rest) };
  }
  if (chars.some((ch) => isSyntax(ch, '*'))) {
    const pattern = chars.map((ch) => (isSyntax(ch, '*') ? '%' : escapeLike(ch.c))).join('');
    return { kind: 'like', pattern };
  }
  return { kind: 'equals', value: text(chars) };
}

function compareOpAt(chars: Char[]): CompareOp | undefined {
  const first = chars[0];
  if (!isSyntax(first, '<') && !isSyntax(first, '>')) return undefined;
  const withEquals = chars[1]?.c === '=';
  return `${first?.c}${withEquals ? '=' : ''}` as CompareOp;
}

/** Parses one query value. Returns undefined for an empty value (ignored). */
export function parseFilterValue(key: string, raw: string): FilterCondition | undefined {
  if (raw === '') return undefined;
  let chars = toChars(raw);
  const negate = isSyntax(chars[0], '!');
  if (negate) chars = chars.slice(1);
  if (negate && chars.length === 0) throw invalidFilterValue(key, 'needs a value after "!"', raw);
  const parts = splitOnBars(chars);
  if (negate && parts.length > 1) {
    throw invalidFilterValue(
      key,
      'cannot negate a "|" list; repeat the parameter instead (e.g. ?Status=!A&Status=!B)',
      raw,
    );
  }
  return { raw, negate, anyOf: parts.map((part) => parseTerm(key, raw, part)) };
}

// ---------------------------------------------------------------------------------------------------------
// SQL per field type. `expr` is the column (or an SQL expression such as an xp path).

/** What a filter is applied to: a column/expression and the type its values are read as. */
export interface FilterTarget {
  expr: SQL | AnyColumn;
  type: FieldType;
}

const INT4_MAX = 2_147_483_647;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d{1,6})?)?(Z|[+-](\d{2}):?(\d{2}))?$/i;

/**
 * A number as a parameter. Small integers are sent untyped so PostgreSQL reads them as the column's own type
 * (an index on an int column stays usable); anything else is sent as exact `numeric` text, so `Score=<2.5` on
 * an int column or `99999999999` never fails with "invalid input syntax"/"out of range".
 */
function numberParam(key: string, raw: string): SQL {
  const value = raw.trim();
  if (!NUMBER.test(value)) throw invalidFilterValue(key, 'must be a number', raw);
  if (/^[+-]?\d+$/.test(value) && Math.abs(Number(value)) <= INT4_MAX) return sql`${Number(value)}`;
  return sql`${value}::numeric`;
}

function booleanValue(key: string, raw: string): boolean {
  const value = raw.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalidFilterValue(key, 'must be true or false', raw);
}

/**
 * A date value. `YYYY-MM-DD` means that whole day in the store's time zone (STORE_TIME_ZONE, as the screens
 * show dates), so `start`/`end` bound it — 23 or 25 hours on the days daylight saving time changes; for a
 * date-only field it means that day in UTC, where its values are stored (storedCalendarDate). A
 * timestamp is one instant (`end` undefined); without an offset it is the store's wall-clock time too.
 * Values are ISO text bound untyped, so PostgreSQL reads them as the column's type (timestamptz,
 * timestamp or date).
 */
interface DateValue {
  start: string;
  end?: string;
}

const DATE_PROBLEM = 'must be a date (YYYY-MM-DD or an ISO timestamp)';

function dateValue(key: string, raw: string, dateOnly: boolean): DateValue {
  // A `+01:00` offset arrives as ` 01:00` when the client forgot to encode `+` in the query string.
  const value = raw.trim().replace(/(T[\d:.]+) (\d{2}:?\d{2})$/i, '$1+$2');
  if (isIsoDate(value) && dateOnly) {
    return { start: storedCalendarDate(value), end: storedCalendarDate(nextIsoDate(value)) };
  }
  if (isIsoDate(value)) {
    const { start, end } = storeDayBounds(value);
    return { start: start.toISOString(), end: end.toISOString() };
  }
  const stamp = TIMESTAMP.exec(value);
  const [, day = '', hours, minutes, seconds, , zone, offsetHours, offsetMinutes] = stamp ?? [];
  if (!stamp || !isIsoDate(day) || Number(hours) > 23 || Number(minutes) > 59) {
    throw invalidFilterValue(key, DATE_PROBLEM, raw);
  }
  if (seconds && Number(seconds.slice(1, 3)) > 59) throw invalidFilterValue(key, DATE_PROBLEM, raw);
  // Real offsets lie within ±14:00; PostgreSQL refuses a larger one outright.
  if (zone && zone.toUpperCase() !== 'Z' && (Number(offsetHours) > 14 || Number(offsetMinutes) > 59)) {
    throw invalidFilterValue(key, DATE_PROBLEM, raw);
  }
  if (zone) return { start: value };
  return { start: zonedInstant(day, `${hours}:${minutes}${seconds ?? ''}`).toISOString() };
}

function dateCondition(
  expr: FilterTarget['expr'],
  key: string,
  op: CompareOp | '=',
  raw: string,
  dateOnly: boolean,
): SQL {
  const { start, end } = dateValue(key, raw, dateOnly);
  if (end === undefined) {
    // One instant: the operator applies as written.
    return sql`${expr} ${sql.raw(op)} ${start}`;
  }
  // A whole day: "= day" is inside it, "> day" starts after it, "<= day" includes it.
  switch (op) {
    case '=':
      return sql`(${expr} >= ${start} and ${expr} < ${end})`;
    case '<':
      return sql`${expr} < ${start}`;
    case '>=':
      return sql`${expr} >= ${start}`;
    case '>':
      return sql`${expr} >= ${end}`;
    case '<=':
      return sql`${expr} < ${end}`;
  }
}

/** `(expr)::text` — a no-op for text columns (indexes still apply), and lets uuid/enum columns take any text. */
export const asText = (expr: FilterTarget['expr']) => sql`(${expr})::text`;

function termSql(target: FilterTarget, key: string, raw: string, term: FilterTerm): SQL {
  const { expr, type } = target;
  if (term.kind === 'hasValue') {
    // For text '' counts as no value too; `null <> ''` is null, so nulls never "have a value".
    return type === 'text' ? sql`${asText(expr)} <> ''` : sql`${expr} is not null`;
  }
  if (term.kind === 'like') {
    if (type !== 'text')
      throw invalidFilterValue(key, 'cannot use "*" wildcards (only text fields can)', raw);
    return sql`${asText(expr)} ilike ${term.pattern}`;
  }
  // `sql.raw` only ever receives one of the fixed operators, never request text.
  const op = term.kind === 'compare' ? term.op : '=';
  switch (type) {
    case 'text':
      return sql`${asText(expr)} ${sql.raw(op)} ${term.value}`;
    case 'number':
      return sql`${expr} ${sql.raw(op)} ${numberParam(key, term.value)}`;
    case 'boolean':
      if (term.kind === 'compare') throw invalidFilterValue(key, 'must be true or false', raw);
      return sql`${expr} = ${booleanValue(key, term.value)}`;
    case 'date':
    case 'calendar-date':
      return dateCondition(expr, key, op, term.value, type === 'calendar-date');
  }
}

/** The SQL of one parsed query value against a target. */
export function conditionSql(target: FilterTarget, key: string, condition: FilterCondition): SQL {
  const terms = condition.anyOf.map((term) => termSql(target, key, condition.raw, term));
  const anyOf = terms.length === 1 ? (terms[0] as SQL) : (or(...terms) as SQL);
  // `is not true` (not plain NOT) so rows where the column is null count as "not X", as users expect.
  return condition.negate ? sql`(${anyOf}) is not true` : anyOf;
}

/** Parses every value of one filter key and ANDs them; undefined when all values were empty. */
export function filterSql(target: FilterTarget, key: string, rawValues: readonly string[]): SQL | undefined {
  const conditions = rawValues
    .map((raw) => parseFilterValue(key, raw))
    .filter((c): c is FilterCondition => c !== undefined)
    .map((c) => conditionSql(target, key, c));
  if (conditions.length === 0) return undefined;
  return conditions.length === 1 ? conditions[0] : and(...conditions);
}
