import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const mode = process.argv[2];
if (mode === 'make') {
  const a = new PGlite({ extensions: { pg_trgm } }); await a.waitReady;
  await a.exec('create extension pg_trgm; create table x(id int)');
  fs.writeFileSync('/tmp/dump.tar', Buffer.from(await (await a.dumpDataDir('none')).arrayBuffer()));
  fs.writeFileSync('/tmp/dump.tgz', Buffer.from(await (await a.dumpDataDir('gzip')).arrayBuffer()));
} else {
  let t = Date.now();
  const buf = fs.readFileSync(mode === 'gz' ? '/tmp/dump.tgz' : '/tmp/dump.tar');
  const blob = new Blob([buf]);
  console.log('read', Date.now() - t); t = Date.now();
  const b = new PGlite({ loadDataDir: blob, extensions: mode === 'noext' ? {} : { pg_trgm } }); await b.waitReady; console.log('first load', Date.now() - t); t = Date.now();
  const c = new PGlite({ loadDataDir: blob, extensions: mode === 'noext' ? {} : { pg_trgm } }); await c.waitReady; console.log('second load', Date.now() - t); t = Date.now();
}
