// The floor a list is measured against: a bare Fastify route that serves the list's page (the same 100 rows
// and columns, in the same order) straight from one `pg` query, with nothing else — no session, no
// validation, no list engine. Run by a bench as its own process, as many processes sharing the port as the
// server runs (SERVER_PROCESSES, node:cluster):
//   node bench/_floor.mjs <port> <database url> [customers|orders|dashboard]
// customers: GET /floor, the first page by last name, in the list's order (text_sort_key, migration 0028).
// orders: GET /floor, the first page, newest first (what each order search is measured beside: bench/orders.mjs);
// GET /floor?search=ann+berg, the search's page as the server reads it from the word table (wordsPage in
// apps/server/src/http/list-run.ts), without its total: the search's own floor.
// dashboard: GET /floor?card=orders, the orders card's day figures of the last 14 store days (order_day_figures,
// apps/server/src/modules/orders/figures.ts); GET /floor?card=delivery, the delivery load's shipments per
// delivery date and method of the next 14 days (delivery_day_figures) — each card's one statement at scale.
import cluster from 'node:cluster';
import Fastify from 'fastify';
import pg from 'pg';

const [port, connectionString, list = 'customers'] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString, max: 10 });
const isoText = (column) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`;

const CUSTOMERS_FIRST_PAGE = `
  select id, first_name, last_name, email, username, phone, active, ${isoText('date_created')},
    charge, eagle_customer_number, ${isoText('last_order_submitted')}, ${isoText('last_login')},
    ${isoText('cecs_synced_at')}, training_user
  from customers order by (text_sort_key(last_name) collate "C"), id limit 100`;

// The orders list's columns (apps/server/src/modules/orders/queries.ts, listColumns).
const SHIPMENT_COLUMNS = `s.id, s.order_id, ${isoText('date_submitted')}, s.from_user_id, s.order_taker_id,
  s.ship_to, s.delivery_method, s.address_type, s.requested_delivery_date, s.xp->>'TimePreference' as time_preference,
  s.print_at_store, s.tracking_number, s.status, s.netsuite_status, ${isoText('netsuite_at')}, s.eagle_status,
  ${isoText('eagle_at')}, s.buyer_first_name, s.buyer_last_name, s.buyer_email, s.taker_first_name, s.taker_last_name`;
const ORDERS_FIRST_PAGE = `
  select ${SHIPMENT_COLUMNS} from shipments s
  where s.date_submitted is not null order by s.date_submitted desc, s.id desc limit 100`;

/** The order search's page for `typed` words (lower-case, as the domain's tokenizer gives them). */
function ordersSearch(typed) {
  const leader =
    typed.length === 1
      ? `select ($1::text[])[1] collate "C"`
      : `select one collate "C" from unnest($1::text[]) as typed(one)
         order by (select count(*) from (select 1 from shipment_words where word >= typed.one collate "C"
           and word < (typed.one || chr(1114111)) collate "C" limit 2000) as entries), length(one) desc
         limit 1`;
  const holdsEvery = typed.length === 1 ? '' : `and (' ' || w.search_text) like all ($2::text[])`;
  return {
    text: `with recursive leader(one) as (${leader}),
      expanded(word, n) as (
        (select word, 1 from shipment_words where word >= (select one from leader) order by word limit 1)
        union all
        select (select w.word from shipment_words w where w.word > expanded.word order by w.word limit 1), n + 1
        from expanded where expanded.word < ((select one from leader) || chr(1114111)) and n <= 200),
      started as (select word from expanded where word < ((select one from leader) || chr(1114111))),
      page as (
        select k.id as page_id, k.date_submitted as page_date from started cross join lateral (
          select w.id, w.date_submitted from shipment_words w
          where w.word = started.word ${holdsEvery} and w.date_submitted is not null
          order by w.date_submitted desc, w.id desc limit 100) k
        group by 1, 2 order by page_date desc, page_id desc limit 100)
      select ${SHIPMENT_COLUMNS} from shipments s join page on s.id = page.page_id
      order by s.date_submitted desc, s.id desc`,
    values: typed.length === 1 ? [typed] : [typed, typed.map((word) => `% ${word}%`)],
  };
}

const DASHBOARD_ORDERS = `
  select store_day::text as date, sum(shipments)::int as shipments, sum(total)::float8 as total
  from order_day_figures where store_day between $1::date - 13 and $1::date group by store_day`;
const DASHBOARD_DELIVERY = `
  select delivery_date as date, delivery_method as method, shipments as count from delivery_day_figures
  where delivery_date between $1 and $2 and shipments > 0`;
const storeToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
const daysAfter = (day, days) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The floor's answer for a request to /floor. */
const pages = {
  customers: () => pool.query(CUSTOMERS_FIRST_PAGE),
  orders: ({ search }) => {
    if (!search) return pool.query(ORDERS_FIRST_PAGE);
    const typed = [
      ...new Set(
        search
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean),
      ),
    ];
    // Named, so the statement is planned as the server's (prepared) is.
    return pool.query({ name: `search${typed.length}`, ...ordersSearch(typed) });
  },
  dashboard: ({ card }) => {
    const today = storeToday();
    return card === 'delivery'
      ? pool.query(DASHBOARD_DELIVERY, [today, daysAfter(today, 13)])
      : pool.query(DASHBOARD_ORDERS, [today]);
  },
};
const page = pages[list];
if (!page) throw new Error(`no floor for the list '${list}'`);

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
  app.get('/floor', async (request) => ({ Items: (await page(request.query)).rows }));
  // What bench/_server.mjs's launchServer waits for, as from the server.
  app.get('/api/health/ready', async () => ({ ok: true }));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
}
