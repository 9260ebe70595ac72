// Dates and numbers on screen go through packages/domain's formatters (`formatting/no-locale-format`): the
// browser's own toLocaleString wrote '12/7/2026, 12:39:51 PM' in one dialog while the spec's format is
// 'MM/DD/YY h:mm a' in the store's zone, and its output changes with the browser's language and zone.
const LOCALE_METHODS = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']);
const ZONED_INTL = new Set(['DateTimeFormat', 'RelativeTimeFormat']);

const propertyName = (node) =>
  node.computed
    ? node.property.type === 'Literal'
      ? String(node.property.value)
      : null
    : node.property.name;

/** @type {import('eslint').Rule.RuleModule} */
const noLocaleFormat = {
  meta: {
    type: 'problem',
    docs: {
      description: "Format dates, times and counts with packages/domain's formatters, not the browser's.",
    },
    schema: [],
    messages: {
      method:
        "{{name}}() depends on the browser's language and time zone: use formatDateTime, formatStoreDate, formatCalendarDate, formatTimeOfDay or formatCount from @commerce/domain.",
      intl: 'Intl.{{name}} belongs in packages/domain (date-format.ts), where every screen shares one format.',
    },
  },
  create(context) {
    return {
      MemberExpression(node) {
        const name = propertyName(node);
        if (name && LOCALE_METHODS.has(name)) context.report({ node, messageId: 'method', data: { name } });
        if (name && ZONED_INTL.has(name) && node.object.type === 'Identifier' && node.object.name === 'Intl')
          context.report({ node, messageId: 'intl', data: { name } });
      },
    };
  },
};

export default { rules: { 'no-locale-format': noLocaleFormat } };
