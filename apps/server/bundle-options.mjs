// How the server is bundled, for build.mjs and for the test of what a server start loads
// (src/startup-imports.test.ts): the workspace's domain package is bundled, npm packages stay external.

/** @type {import('esbuild').BuildOptions} */
export const bundleOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
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
