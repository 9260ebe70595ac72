// The floor the customer list is measured against: a bare Fastify route that serves the list's first page
// (the same 100 rows and columns, in the same order) straight from one `pg` query, with nothing else —
// no session, no validation, no list engine. Run by bench/customers.mjs as its own process, as many processes
// sharing the port as the server runs (SERVER_PROCESSES, node:cluster):
//   node bench/_floor.mjs <port> <database url>
import cluster from 'node:cluster';
import Fastify from 'fastify';
import pg from 'pg';

const [port, connectionString] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString, max: 10 });
const FIRST_PAGE = `
  select id, first_name, last_name, email, username, phone, active,
    to_char(date_created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date_created,
    charge, eagle_customer_number,
    to_char(last_order_submitted at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_order_submitted,
    to_char(last_login at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_login,
    to_char(cecs_synced_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as cecs_synced_at,
    training_user
  from customers order by (lower(last_name) collate "C"), id limit 100`;

const processes = Number(process.env.SERVER_PROCESSES ?? 1);
if (processes > 1 && cluster.isPrimary) {
  for (let n = 0; n < processes; n++) cluster.fork();
  let listening = 0;
  // What bench/_server.mjs waits for, as from the server.
  cluster.on(
    'listening',
    () => ++listening === processes && console.log('All server processes are listening'),
  );
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers)) worker.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const app = Fastify();
  app.get('/floor', async () => ({ Items: (await pool.query(FIRST_PAGE)).rows }));
  app.get('/api/health', async () => ({ ok: true }));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
}
