// The project's import boundaries, as an ESLint rule (`boundaries/zones`), so a wrong import fails `npm run
// lint`. Each source file belongs to a zone by its path; each relative import is resolved and checked:
//
//   web   apps/web/src/features/<area>/…  may import its own area, ui/, lib/, resources/ — never another
//                                          area or app/ (shared pieces move to ui/ or resources/)
//         apps/web/src/ui/, lib/, resources/  import no feature and not app/
//   server apps/server/src/http/, db/, jobs/, integrations/, publishing/  import no module
//         apps/server/src/modules/<area>/…  imports another module only through its public.ts
//   tables apps/server/src/db/schema/<file>.ts is imported only by its owner (TABLE_OWNERS): the module of
//          the same name, or for a table every area writes, the layer below the modules that works it. db/
//          and seed/ (the demo data of every area) may import any; db/schema/index.ts is for them alone.
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

/**
 * The tables every area writes, each owned by the piece below the modules that works it; every other
 * schema file belongs to the module of its name (db/schema/orders.ts to modules/orders/).
 */
const TABLE_OWNERS = {
  'audit.ts': 'http/audit.ts',
  'jobs.ts': 'jobs/',
  'outbox.ts': 'integrations/',
  'sessions.ts': 'http/sessions.ts',
};

/** Where a server file lies below apps/server/src, e.g. 'modules/orders/service.ts'. */
const serverPath = (file) => /apps\/server\/src\/(.*)$/.exec(file.split(path.sep).join('/'))?.[1];

/** Why `fromFile` may not import the schema file `schemaFile`, or null when it may. */
function tableProblem(fromFile, schemaFile) {
  const from = serverPath(fromFile);
  if (!from || from.startsWith('db/') || from.startsWith('seed/')) return null;
  if (schemaFile === 'index.ts')
    return "db/schema/index.ts gathers every table for Drizzle: import a table from its owner's file, db/schema/<area>.ts.";
  if (schemaFile === 'columns.ts') return 'db/schema/columns.ts is for the schema files.';
  const shared = TABLE_OWNERS[schemaFile];
  if (shared) {
    if (shared.endsWith('/') ? from.startsWith(shared) : from === shared) return null;
    return `db/schema/${schemaFile} belongs to ${shared}: use the functions it offers (they take the caller's transaction).`;
  }
  const area = schemaFile.replace(/\.ts$/, '');
  if (from.startsWith(`modules/${area}/`)) return null;
  return `db/schema/${schemaFile} belongs to the ${area} module: reach its tables through '../${area}/public.ts' (a function named for what it does, taking the caller's transaction).`;
}

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
          const target = path.resolve(path.dirname(file), source);
          const schema = /apps\/server\/src\/db\/schema\/([^/]+)$/.exec(target.split(path.sep).join('/'));
          const to = zoneOf(target);
          const message = (schema && tableProblem(file, schema[1])) || (to && problem(from, to));
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
