import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const NO_CSS_VARIABLES = '\0mui-theme-without-css-variables';

/**
 * MUI's createTheme and ThemeProvider import the CSS-variables theme (createThemeWithVars,
 * CssVarsProvider: about 7 KB gzipped) even when the theme has no `cssVariables`/`colorSchemes`, and a
 * first load pays for it. This app's theme (src/app/theme.ts) has neither, so those two imports get a stub
 * that throws if it is ever reached: a theme that turns CSS variables on fails at once and names this plugin.
 */
export function muiThemeWithoutCssVariables(): Plugin {
  return {
    name: 'mui-theme-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        importer &&
        /@mui[\\/]material[\\/]esm[\\/]styles[\\/](ThemeProvider|createTheme)\.js$/.test(importer) &&
        /^\.\/(ThemeProviderWithVars|createThemeWithVars)\.js$/.test(source)
      ) {
        return NO_CSS_VARIABLES;
      }
      return null;
    },
    load(id) {
      if (id !== NO_CSS_VARIABLES) return null;
      return [
        `const unavailable = () => { throw new Error('MUI CSS variables are left out of this build (muiThemeWithoutCssVariables in apps/web/vite-plugins.ts).'); };`,
        'export default unavailable;',
        'export const CssVarsProvider = unavailable;',
      ].join('\n');
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of the
 * build, once, so the server sends them as they are instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await fs.promises.readFile(file);
          const brotli = zlib.brotliCompressSync(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          });
          await fs.promises.writeFile(`${file}.br`, brotli);
          await fs.promises.writeFile(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
        }),
      );
    },
  };
}
