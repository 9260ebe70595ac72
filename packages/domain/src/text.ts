/**
 * Text a person types (a name, a search): no control characters (NUL, which PostgreSQL cannot store,
 * line breaks, escapes) and no lone UTF-16 surrogate (which has no UTF-8 form). Schemas refine with it so
 * such input is a 400 at the edge, never a database error.
 */
export const isPlainText = (text: string): boolean =>
  // eslint-disable-next-line no-control-regex
  !/[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
