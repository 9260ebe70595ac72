// The session path every screen pays for: sign-in (argon2id) and GET /api/me (token lookup + permissions),
// at 10 concurrent requests, on the embedded PGlite and on PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD, load, onEachDatabase, signIn, signInRequest } from './_server.mjs';

const results = await onEachDatabase(async (server) => {
  const login = () => signInRequest(server.base, 'admin', ADMIN_PASSWORD);
  const cookie = await signIn(server.base, 'admin', ADMIN_PASSWORD);
  return {
    login: await load(async () => (await login()).ok, { concurrency: 2, seconds: 3 }),
    me: await load(async () => (await fetch(`${server.base}/api/me`, { headers: { cookie } })).ok, {
      concurrency: 10,
      seconds: 5,
    }),
  };
});

console.log('\ncase                            p50 ms   p95 ms   p99 ms    req/s  errors');
for (const [kind, cases] of Object.entries(results)) {
  for (const [name, r] of Object.entries(cases)) {
    const label = `${kind} ${name === 'me' ? 'GET /api/me (c=10)' : 'sign-in (c=2)'}`;
    console.log(
      `${label.padEnd(30)} ${String(r.p50).padStart(7)} ${String(r.p95).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.rps).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  }
}
const out = path.resolve(import.meta.dirname, 'results/session.json');
fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
