// How the server is bundled, for build.mjs and for the test of what a server start loads
// (src/startup-imports.test.ts): the workspace's domain package is bundled, npm packages stay external.
// Split into chunks, so a module imported dynamically (the server after tracing, in main.ts) brings its npm
// packages with it instead of having them imported at the top of main.js; the chunks sit beside main.js, so
// paths read from import.meta.url (the migrations, the embedded database's thread) resolve as before.

/** @type {import('esbuild').BuildOptions} */
export const bundleOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@commerce/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};
