import { describe, expect, it } from 'vitest';
import { savedViewCreateSchema, savedViewQueryProblem, SAVED_VIEW_TEXTS } from './saved-views.ts';

const messagesOf = (body: unknown) =>
  savedViewCreateSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const view = (changes: Record<string, unknown> = {}) => ({
  ListID: 'customers',
  Name: 'Active Lindqvists',
  Query: 'search=lind&status=active&sortBy=!DateCreated&columns=ID,Email',
  ...changes,
});

describe('a saved view', () => {
  it('takes a list, a trimmed name and the list URL query', () => {
    expect(savedViewCreateSchema.parse(view({ Name: '  Mine  ' }))).toEqual(view({ Name: 'Mine' }));
    expect(savedViewCreateSchema.parse(view({ Query: '' }))).toEqual(view({ Query: '' }));
  });

  it('needs a name of at most 60 characters, without control characters', () => {
    expect(messagesOf(view({ Name: '   ' }))).toEqual([['Name', SAVED_VIEW_TEXTS.nameRequired]]);
    expect(messagesOf(view({ Name: 'x'.repeat(61) }))).toEqual([
      ['Name', 'A name can be at most 60 characters.'],
    ]);
    expect(savedViewCreateSchema.parse(view({ Name: 'x'.repeat(60) })).Name).toHaveLength(60);
    expect(messagesOf(view({ Name: 'a\u0000b' }))).toEqual([['Name', SAVED_VIEW_TEXTS.nameNotPlain]]);
    expect(messagesOf(view({ Name: 'a\ud800b' }))).toEqual([['Name', SAVED_VIEW_TEXTS.nameNotPlain]]);
  });

  it('refuses unknown fields and a query over 2000 characters', () => {
    expect(savedViewCreateSchema.safeParse(view({ UserID: 'someone' })).success).toBe(false);
    expect(messagesOf(view({ Query: `search=${'a'.repeat(1994)}` }))).toEqual([
      ['Query', SAVED_VIEW_TEXTS.queryTooLong],
    ]);
    expect(savedViewCreateSchema.safeParse(view({ Query: `search=${'a'.repeat(1993)}` })).success).toBe(true);
  });
});

describe('the query of a view', () => {
  it('is a query string as the browser writes it', () => {
    for (const query of [
      '',
      'search=lind',
      'search=mary+ann&searchOn=FirstName',
      'search=%C3%A9lodie&page=2',
      'a=1&&b=&c',
      'sortBy=!LastName&created=2026-01-01&columns=ID,Email',
      'search=a%3Db%26c',
    ]) {
      expect(savedViewQueryProblem(query), query).toBeNull();
    }
  });

  it('refuses a leading ?, a fragment, raw spaces or non-ASCII, bad escapes and empty names', () => {
    expect(savedViewQueryProblem('?search=x')).toBe(SAVED_VIEW_TEXTS.queryLeadingMark);
    for (const query of [
      'search=a b',
      'search=é',
      'search=x#top',
      'search=%E0%A4%A',
      'search=%zz',
      '=x',
      'a\nb',
    ]) {
      expect(savedViewQueryProblem(query), query).toBe(SAVED_VIEW_TEXTS.queryNotAQuery);
    }
  });

  it('refuses NUL, raw or escaped, in a name or a value', () => {
    expect(savedViewQueryProblem('search=a%00b')).toBe(SAVED_VIEW_TEXTS.queryHasNul);
    expect(savedViewQueryProblem('a%00=b')).toBe(SAVED_VIEW_TEXTS.queryHasNul);
    expect(savedViewQueryProblem('search=a\u0000b')).toBe(SAVED_VIEW_TEXTS.queryNotAQuery);
  });

  it('never holds an export format', () => {
    for (const query of ['format=csv', 'search=x&format=', 'format', 'form%61t=csv']) {
      expect(savedViewQueryProblem(query), query).toBe(SAVED_VIEW_TEXTS.queryHasFormat);
    }
    expect(savedViewQueryProblem('search=format')).toBeNull();
  });
});
