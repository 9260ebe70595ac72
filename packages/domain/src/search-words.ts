/**
 * The search rule (docs/decisions.md, "Lists"): a search text is split into words, and every word must
 * match the start of some indexed word of the record (AND across words, in any order); case and accents
 * are ignored. 'berg' finds Bergstrom, not Goldberg. The one tokenizer: the server indexes the words these
 * functions give and splits a typed search with them, so the two always agree.
 */
import { textSortKey } from './text-sort.ts';

/** Lower-cased, accents removed ('Åsa Öberg' → 'asa oberg'); compatibility forms folded ('ﬁ' → 'fi'). */
export const foldText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** Spaces and punctuation: anything but a letter or a digit separates words. */
const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

/** Each word once; none empty, none holding a space (the database keeps words apart by spaces). */
const unique = (words: Iterable<string>): string[] =>
  [...new Set(words)].filter((word) => word !== '' && !/\s/u.test(word));

/** The words of names and other text: folded, split at spaces and punctuation ("O'Brien-Lee" → o, brien, lee). */
export function textWords(...parts: (string | null | undefined)[]): string[] {
  return unique(parts.flatMap((part) => (part ? foldText(part).split(WORD_SEPARATOR) : [])));
}

/** An ID's words: the whole ID ('so10000042-1', so it is found by any prefix) and its parts. */
export function idWords(id: string | null | undefined): string[] {
  if (!id) return [];
  return unique([foldText(id.trim()), ...textWords(id)]);
}

/** Where an e-mail address divides into parts. */
const EMAIL_SEPARATORS = new Set(['@', '.', '_', '-', '+']);

/**
 * An e-mail address's words: the whole address and, after each '@', '.', '_', '-' or '+', the rest of it
 * ('j.smith@mail.example' → 'j.smith@mail.example', 'smith@mail.example', 'mail.example', 'example'), so a
 * typed text matches the start of the address or of any of its parts ('smith' finds smith.j@… and j.smith@…,
 * not jsmith@…; 'gmail' and 'gmail.com' find every Gmail address).
 */
export function emailWords(email: string | null | undefined): string[] {
  const folded = foldText(email?.trim() ?? '');
  const words = [folded];
  for (let at = 0; at < folded.length; at++) {
    if (EMAIL_SEPARATORS.has(folded[at]!)) words.push(folded.slice(at + 1));
  }
  return unique(words);
}

/** What a typed search asks for: its words (as textWords splits them), each to start an indexed word. */
export const queryWords = (typed: string): string[] => textWords(typed);

/** What a typed e-mail search asks for: its pieces between spaces, folded, each to start a word of emailWords. */
export const emailQueryWords = (typed: string): string[] => unique(foldText(typed).split(/\s+/u));

/**
 * What separates the words of a text folded by textSortKey (text-sort.ts): anything but ASCII letters and
 * digits and the Latin, Greek and Cyrillic letters the fold leaves. The database splits the same way
 * (`sort_key_words`, migration 0030), so a word index computed by the database on every write agrees with
 * these words.
 */
const SORT_KEY_SEPARATOR = /[^a-z0-9\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0370-\u03ff\u0400-\u04ff]+/u;

/** The words of text folded as it sorts (textSortKey: accents dropped, Latin letters read as one, A-Z lower-cased). */
export function sortKeyWords(...parts: (string | null | undefined)[]): string[] {
  return unique(parts.flatMap((part) => (part ? textSortKey(part).split(SORT_KEY_SEPARATOR) : [])));
}

/**
 * A product's (or event's) words: its SKU ID and product code whole and in parts, its name and web name
 * (`products.search_text`, computed by the database's `product_search_words` on every write).
 */
export function productWords(product: {
  id: string;
  code: string;
  name: string;
  webName: string | null;
}): string[] {
  const { id, code, name, webName } = product;
  return unique([textSortKey(id.trim()), textSortKey(code.trim()), ...sortKeyWords(id, code, name, webName)]);
}

/** What a typed product or event search asks for: its words, folded as productWords folds them. */
export const productQueryWords = (typed: string): string[] => sortKeyWords(typed);

/** Indexed words as the database keeps them: one text, words apart by single spaces. */
export const wordsText = (words: readonly string[]): string => words.join(' ');

/** Whether a record with these indexed words matches the typed search words (the rule, as the index applies it). */
export const wordsMatch = (indexed: readonly string[], typed: readonly string[]): boolean =>
  typed.every((word) => indexed.some((candidate) => candidate.startsWith(word)));

/** The helper text under a search field that follows this rule. */
export const SEARCH_RULE_TEXT = 'Matches the start of words';
