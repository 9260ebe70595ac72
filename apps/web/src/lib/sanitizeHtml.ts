import DOMPurify from 'dompurify';

/*
 * Stored HTML (warranty, description, policy texts) is shown and edited only after this: scripts, event
 * handlers, `javascript:` and other non-web links, styles, forms and frames are removed. Links keep http(s),
 * mailto and tel addresses, and one that opens a new window gets rel="noopener noreferrer".
 */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target')) {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

// DOMPurify's own rule with fewer schemes: http(s), mailto, tel, or a value without a scheme. (DOMPurify
// checks every attribute value against it, so schemeless values such as target="_blank" must pass.)
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier.sanitize(html, {
    // HTML only (no SVG or MathML); target is allowed for links (see the hook above).
    FORBID_TAGS: [
      'svg',
      'math',
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
}

/** Whether HTML shows no text (what an emptied editor leaves: '<p></p>'). */
export const isBlankHtml = (html: string | null | undefined): boolean =>
  !html || (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim() === '';
