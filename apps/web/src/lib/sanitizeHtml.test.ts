import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the formatting the editor makes', () => {
    const html =
      '<p><strong>Bold</strong> <em>italic</em> <u>under</u></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<p><a href="https://example.com/care">care</a> <a href="mailto:help@example.com">mail</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('strips scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">click</a>' +
      '<a href=" JaVaScRiPt:alert(4)">again</a>' +
      '<a href="data:text/html;base64,PHNjcmlwdD4=">data</a>' +
      '<svg><script>alert(5)</script></svg>' +
      '<iframe src="https://evil.example"></iframe>' +
      '<p style="background:url(javascript:alert(6))">styled</p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|alert|iframe|style=|data:|svg/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<a>click</a>');
    expect(clean).toContain('<p>styled</p>');
  });

  it('makes a link that opens a new window unable to reach back', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('answers empty for nothing', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p> </p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
  });
});
