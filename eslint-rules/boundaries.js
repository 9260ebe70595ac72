// The project's import boundaries, as an ESLint rule (`boundaries/zones`), so a wrong import fails `npm run
// lint`. Each source file belongs to a zone by its path; each relative import is resolved and checked:
//
//   web   apps/web/src/features/<area>/…  may import its own area, ui/, lib/, resources/ — never another
//                                          area or app/ (shared pieces move to ui/ or resources/)
//         apps/web/src/ui/, lib/, resources/  import no feature and not app/
//   server apps/server/src/http/, db/, jobs/, integrations/, publishing/  import no module
//         apps/server/src/modules/<area>/…  imports another module only through its public.ts
//
// Tests and their support files may reach across (they set up data of several areas).
import path from 'node:path';

const TEST_FILE = /(\.test\.tsx?|[/\\]test-support\.ts|[/\\]test-fixtures\.tsx?)$/;

/** The zone of a file: its app, its layer and (for areas) the area. */
function zoneOf(file) {
  const normalized = file.split(path.sep).join('/');
  const web = /apps\/web\/src\/([^/]+)(?:\/([^/]+))?/.exec(normalized);
  if (web) {
    const [, layer, area] = web;
    return { app: 'web', layer, area: layer === 'features' ? area : undefined };
  }
  const server = /apps\/server\/src\/([^/]+)(?:\/([^/]+))?(?:\/([^/]+))?/.exec(normalized);
  if (server) {
    const [, layer, area, file] = server;
    return { app: 'server', layer, area: layer === 'modules' ? area : undefined, file };
  }
  return null;
}

const SERVER_FOUNDATION = new Set(['http', 'db', 'jobs', 'integrations', 'publishing']);

function problem(from, to) {
  if (from.app !== to.app) return null;
  if (from.app === 'web') {
    if (from.layer === 'features') {
      if (to.layer === 'app') return 'A feature never imports app/: move what it needs to ui/ or lib/.';
      if (to.layer === 'features' && to.area !== from.area)
        return `The ${from.area} feature imports the ${to.area} feature: share it through resources/, ui/ or lib/.`;
    }
    if (['ui', 'lib', 'resources'].includes(from.layer) && (to.layer === 'features' || to.layer === 'app'))
      return `${from.layer}/ is shared: it imports no feature and not app/.`;
    return null;
  }
  if (SERVER_FOUNDATION.has(from.layer) && to.layer === 'modules')
    return `${from.layer}/ is below the modules: it imports none (pass what it needs in, as the guard's principal lookup is).`;
  if (from.layer === 'modules' && to.layer === 'modules' && to.area !== from.area && to.file !== 'public.ts')
    return `Modules import each other only through public.ts: import from '../${to.area}/public.ts'.`;
  return null;
}

export default {
  rules: {
    zones: {
      meta: {
        type: 'problem',
        schema: [],
        docs: { description: 'Keep imports inside the layer boundaries.' },
      },
      create(context) {
        const file = context.filename;
        if (TEST_FILE.test(file)) return {};
        const from = zoneOf(file);
        if (!from) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const to = zoneOf(path.resolve(path.dirname(file), source));
          const message = to && problem(from, to);
          if (message) context.report({ node: node.source, message });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
