import { describe, expect, it } from 'vitest';
import {
  BATCH_REDIRECTS_REQUEST_MAX_LINES,
  batchRedirectPaths,
  batchRedirectsBodySchema,
  batchRedirectsCsv,
  filterRedirects,
  parseBatchRedirects,
  REDIRECT_TEXTS,
  redirectFieldText,
  validateRedirect,
} from './redirects.ts';

const existing = { '/old-roses': '/roses', '/spring': '/spring-planters' };

describe('redirect rules (spec 3 §5)', () => {
  it('accepts a new slug to a destination that is not redirected', () => {
    expect(validateRedirect({ slug: '/tulips-2025', destination: '/tulips' }, existing)).toEqual({});
  });

  it("both paths start with the / after '.com'", () => {
    expect(validateRedirect({ slug: 'tulips', destination: 'www.example.com/tulips' }, existing)).toEqual({
      slug: "Start with the / after '.com'",
      destination: "Start with the / after '.com'",
    });
    expect(validateRedirect({ slug: '', destination: '' }, existing)).toEqual({
      slug: REDIRECT_TEXTS.startWithSlash,
      destination: REDIRECT_TEXTS.startWithSlash,
    });
  });

  it('a path starting with // (another site) is refused like one without the /', () => {
    expect(validateRedirect({ slug: '//old', destination: '//evil.example/x' }, existing)).toEqual({
      slug: REDIRECT_TEXTS.startWithSlash,
      destination: REDIRECT_TEXTS.startWithSlash,
    });
  });

  it('a slug already redirected is refused', () => {
    expect(validateRedirect({ slug: '/old-roses', destination: '/roses-2026' }, existing).slug).toBe(
      'This URL is already being redirected.',
    );
  });

  it('a destination equal to the slug or to any existing slug is circular', () => {
    expect(validateRedirect({ slug: '/a', destination: '/a' }, existing).destination).toBe(
      'Circular references are not allowed',
    );
    expect(validateRedirect({ slug: '/a', destination: '/spring' }, existing).destination).toBe(
      'Circular references are not allowed',
    );
  });

  it('shows the helper text under a field without an error', () => {
    const errors = validateRedirect({ slug: 'a', destination: '/b' }, existing);
    expect(redirectFieldText(errors, 'slug')).toBe(REDIRECT_TEXTS.startWithSlash);
    expect(redirectFieldText(errors, 'destination')).toBe("Enter the URL starting after '.com'");
  });
});

describe('batch redirects (spec 3 §5)', () => {
  it("adds each 'source:destination' line and reports the skipped ones", () => {
    const text = ['/a:/b', '', '/old-roses:/roses-2026', 'no-colon', '/c:/d:/e', '  /f : /g  ', '/a:/h'].join(
      '\n',
    );
    expect(parseBatchRedirects(text, existing)).toEqual({
      redirects: [
        { slug: '/a', destination: '/b', line: 1 },
        { slug: '/f', destination: '/g', line: 6 },
      ],
      skipped: [
        { line: 3, text: '/old-roses:/roses-2026', reason: 'This URL is already being redirected.' },
        { line: 4, text: 'no-colon', reason: "Each line must be 'source:destination'." },
        { line: 5, text: '/c:/d:/e', reason: "Each line must be 'source:destination'." },
        { line: 7, text: '/a:/h', reason: 'This URL is already being redirected.' },
      ],
    });
  });

  it('applies the add rules to each line', () => {
    expect(parseBatchRedirects('x:/y\r\n/z:/z', {}).skipped.map((skip) => skip.reason)).toEqual([
      REDIRECT_TEXTS.startWithSlash,
      REDIRECT_TEXTS.circular,
    ]);
  });
});

describe('redirect filter', () => {
  const list = [
    { slug: '/old-roses', destination: '/roses' },
    { slug: '/spring', destination: '/Spring-Planters' },
  ];
  it('matches the slug or the destination by substring, ignoring case', () => {
    expect(filterRedirects(list, 'ROSE')).toEqual([list[0]]);
    expect(filterRedirects(list, 'planters')).toEqual([list[1]]);
    expect(filterRedirects(list, '')).toEqual(list);
    expect(filterRedirects(list, 'tulip')).toEqual([]);
  });
});

describe('batch helpers', () => {
  it('names every path a batch mentions, and writes the job file with quoted lines', () => {
    expect(batchRedirectPaths('/a:/b\nbad\n/c:/a\n/x:/y:/z')).toEqual(['/a', '/b', '/c']);
    expect(batchRedirectsCsv('/a:/b\n\n/say-"hi":/c\n')).toBe('Redirect\r\n"/a:/b"\r\n"/say-""hi"":/c"\r\n');
  });

  it('the one-request batch refuses more lines than it may hold', () => {
    const many = Array.from({ length: BATCH_REDIRECTS_REQUEST_MAX_LINES + 1 }, (_, i) => `/a${i}:/b`).join(
      '\n',
    );
    expect(batchRedirectsBodySchema.safeParse({ text: many }).success).toBe(false);
    expect(batchRedirectsBodySchema.safeParse({ text: '/a:/b' }).success).toBe(true);
    expect(batchRedirectsBodySchema.safeParse({ text: ' \n ' }).success).toBe(false);
  });
});
