/**
 * Text sorts as a person reads: case and accents are ignored ('Bachman's at Mayo Square' before 'Bachman's
 * Woodbury', 'Émile' with the E's), then the fold is compared in byte order (code points), whatever the
 * database's collation. The database folds with `text_sort_key(text)` (migration 0028_text_sort_key), which
 * must stay this function: a list's ORDER BY and its prefix searches run on the SQL fold, the terms typed
 * on this one (the server's `text-sort.test.ts` compares them).
 *
 * The fold: letters with accents lose them (canonical decomposition, combining marks U+0300–U+036F
 * dropped), the Latin letters that have no decomposition take the letter they are read as (ø → o, æ → a,
 * ß → s …), and A–Z are lower-cased. Only Latin letters are folded: lower-casing other scripts depends on
 * the database's locale, which PGlite and PostgreSQL do not share.
 */
export const SORT_FOLD_LETTERS = 'ÆæÐðĐđØøÞþßĦħıĸĿŀŁłŉŊŋŒœŦŧſ';
export const SORT_FOLD_READ_AS = 'AaDdDdOoTtsHhikLlLlnNnOoTts';

const readAs = new Map([...SORT_FOLD_LETTERS].map((letter, index) => [letter, SORT_FOLD_READ_AS[index]!]));

// eslint-disable-next-line no-control-regex
const ascii = /^[\u0000-\u007f]*$/;

/** The text as it sorts (see the file's comment). */
export function textSortKey(text: string): string {
  const base = ascii.test(text)
    ? text
    : [...text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')]
        .map((letter) => readAs.get(letter) ?? letter)
        .join('');
  return base.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}
