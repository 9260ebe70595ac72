import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/boundaries.js';
import formatting from './eslint-rules/formatting.js';

/** A constant named as a query key (OUTBOX_KEY, dcfKeys …). */
const KEY_CONSTANT = 'VariableDeclarator[id.name=/(Key|KEY|Keys|KEYS)$/]';

export default tseslint.config(
  {
    ignores: [
      '.build/**',
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/migrations/**',
      'e2e/.artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/zones': 'error' },
  },
  {
    // The page table is in the signed-in shell's chunk: what it imports is downloaded before the first
    // signed-in screen. Pages and prefetches (list specs, resources, domain schemas) load lazily.
    files: ['apps/web/src/app/pages.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind!='type'][source.value!='../lib/routes.ts'][source.value!='@commerce/domain']",
          message:
            "The page table imports only lib/routes.ts and the domain's access helpers: load a page with () => import(…) and its data with lazyPrefetch(() => import('../features/<area>/prefetch.ts')).",
        },
      ],
    },
  },
  {
    // The server and web test files share one module cache per worker (isolate: false).
    files: ['apps/*/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'A module mock leaks into the other test files of the worker (isolate: false). Provide the dependency instead: renderInApp(ui, testSession(…)) on the web, AppDeps or a real declaration on the server.',
        },
      ],
    },
  },
  {
    // The web calls the API through the route contracts (call, routeQuery, resourceQuery, recordQuery),
    // which type path, body and answer and make every query key: no raw fetch, no key written by hand.
    files: ['apps/web/src/{features,ui,app,resources}/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value=/lib\\/api\\.ts$/] > ImportSpecifier[imported.name='api']",
          message:
            'Call the API through its route contract: call(route, { params, body }) or a query from lib/route-query.ts (declare the route with defineRoute in the domain, serve it with serve()).',
        },
        {
          selector: [
            "Property[key.name='queryKey'] > ArrayExpression",
            "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
            `${KEY_CONSTANT} > ArrayExpression`,
            `${KEY_CONSTANT} > TSAsExpression > ArrayExpression`,
            `${KEY_CONSTANT} > ArrowFunctionExpression > ArrayExpression`,
            `${KEY_CONSTANT} > ArrowFunctionExpression > TSAsExpression > ArrayExpression`,
            `${KEY_CONSTANT} > ObjectExpression > Property > :matches(ArrayExpression, TSAsExpression, ArrowFunctionExpression)`,
          ].join(', '),
          message:
            'A query key comes from the call (routeQuery/resourceQuery/recordQuery, routeKey) or the resource (resource.keys), never from a literal.',
        },
      ],
    },
  },
  {
    // What staff read is formatted once, in packages/domain (date-format.ts, formatCount).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { formatting },
    rules: { 'formatting/no-locale-format': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  prettier,
);
