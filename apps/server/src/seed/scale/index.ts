import type { Database } from '../../db/client.ts';
import { withIndexesDropped } from '../indexes.ts';
import { anchorDay } from '../random.ts';
import { openCopySession, type CopySession } from './copy.ts';
import {
  CUSTOMER_COLUMNS,
  SCALE_CUSTOMER_ID_END,
  SCALE_CUSTOMER_ID_START,
  scaleCustomerLine,
} from './customers.ts';
import {
  LINE_ITEM_COLUMNS,
  ORDER_COLUMNS,
  PAYMENT_COLUMNS,
  SCALE_ORDER_START,
  scaleOrderLines,
  SHIPMENT_COLUMNS,
  type OrderSources,
} from './orders.ts';
import {
  PRICE_SCHEDULE_COLUMNS,
  PRODUCT_COLUMNS,
  SCALE_PRODUCT_START,
  scaleProductLines,
} from './products.ts';

export interface ScaleCounts {
  customers?: number;
  products?: number;
  orders?: number;
}

export interface TableLoad {
  table: string;
  rows: number;
  milliseconds: number;
}

export interface ScaleResult {
  tables: TableLoad[];
  indexMilliseconds: number;
  totalMilliseconds: number;
}

export interface ScaleOptions {
  /** The day dates are relative to (default today, UTC midnight). */
  anchor?: Date;
  /** Rows per COPY chunk. */
  chunkRows?: number;
  /** Keep the indexes during the load instead of building them afterwards (to measure the difference). */
  keepIndexes?: boolean;
  log?: (line: string) => void;
}

/** The customers earlier scale runs loaded: seven-digit IDs in the scale range. */
const SCALE_CUSTOMERS = `id ~ '^[0-9]{7}$' and id::int between ${SCALE_CUSTOMER_ID_START} and ${SCALE_CUSTOMER_ID_END}`;

/** The number after the highest one earlier runs loaded (`query` answers it as n), or `first`. */
async function nextNumber(session: CopySession, query: string, first: number): Promise<number> {
  const [row] = await session.run<{ n: string | null }>(query);
  return row?.n == null ? first : Number(row.n) + 1;
}

/**
 * Loads large numbers of customers, products (with their SKUs and price schedules) and orders (with
 * shipments, line items and payments) through COPY, appending after what earlier runs loaded. Rows are
 * made chunk by chunk, never a whole table in memory. Secondary indexes are dropped for the load and
 * built once at the end. Orders need scale customers (loaded now or before) and products to sell.
 */
export async function generateScale(
  database: Database,
  counts: ScaleCounts,
  options: ScaleOptions = {},
): Promise<ScaleResult> {
  const started = performance.now();
  const anchor = options.anchor ?? anchorDay();
  const chunkRows = options.chunkRows ?? 20_000;
  const log = options.log ?? (() => {});
  const session = await openCopySession(database);
  const tables: TableLoad[] = [];
  let indexMilliseconds = 0;

  /**
   * One pass over `count` numbers from `first`, each giving a line per table; every chunk of rows is
   * copied into each table in turn. A table's time is its COPY time plus its share of making the rows.
   */
  const pass = async (
    targets: readonly { table: string; columns: readonly string[] }[],
    first: number,
    count: number,
    lines: (number: number) => readonly string[],
  ) => {
    const loads = targets.map(({ table }) => ({ table, rows: 0, milliseconds: 0 }));
    for (let start = 0; start < count; start += chunkRows) {
      const making = performance.now();
      const texts = targets.map(() => '');
      const end = Math.min(count, start + chunkRows);
      for (let index = start; index < end; index++) {
        lines(first + index).forEach((line, target) => (texts[target] += line));
      }
      const share = (performance.now() - making) / targets.length;
      for (const [target, { table, columns }] of targets.entries()) {
        const copying = performance.now();
        await session.copy(table, columns, texts[target]!);
        const load = loads[target]!;
        load.milliseconds += performance.now() - copying + share;
        load.rows += texts[target]!.split('\n').length - 1;
      }
    }
    for (const load of loads) {
      tables.push(load);
      log(
        `  ${load.table}: ${load.rows.toLocaleString('en-US')} rows in ${(load.milliseconds / 1000).toFixed(1)} s ` +
          `(${Math.round(load.rows / (load.milliseconds / 1000)).toLocaleString('en-US')} rows/s)`,
      );
    }
  };

  try {
    const loaded = [
      ...(counts.customers ? ['customers'] : []),
      ...(counts.products ? ['products', 'price_schedules'] : []),
      // shipment_words follows shipments (its triggers), so its index is dropped and built with theirs.
      ...(counts.orders
        ? ['orders', 'shipments', 'shipment_words', 'line_items', 'payments', 'customers']
        : []),
    ];
    const load = async () => {
      if (counts.customers) {
        const next = await nextNumber(
          session,
          `select max(id::int) as n from customers where ${SCALE_CUSTOMERS}`,
          SCALE_CUSTOMER_ID_START,
        );
        if (next + counts.customers - 1 > SCALE_CUSTOMER_ID_END) {
          throw new Error(
            `Scale customers are numbered up to ${SCALE_CUSTOMER_ID_END}; ${counts.customers} more do not fit after ${next - 1}.`,
          );
        }
        await pass([{ table: 'customers', columns: CUSTOMER_COLUMNS }], next, counts.customers, (number) => [
          scaleCustomerLine(number, anchor),
        ]);
      }
      if (counts.products) {
        const next = await nextNumber(
          session,
          `select max(substring(product_code from 2)::int) as n from products where product_code ~ '^S[0-9]+$'`,
          SCALE_PRODUCT_START,
        );
        await pass(
          [
            { table: 'products', columns: PRODUCT_COLUMNS },
            { table: 'price_schedules', columns: PRICE_SCHEDULE_COLUMNS },
          ],
          next,
          counts.products,
          (number) => {
            const lines = scaleProductLines(number, anchor);
            return [lines.products, lines.schedules];
          },
        );
      }
      if (counts.orders) {
        const sources = await orderSources(session);
        const next = await nextNumber(
          session,
          `select max(substring(id from 3)::int) as n from orders where id ~ '^SO[0-9]+$'`,
          SCALE_ORDER_START,
        );
        await pass(
          [
            { table: 'orders', columns: ORDER_COLUMNS },
            { table: 'shipments', columns: SHIPMENT_COLUMNS },
            { table: 'line_items', columns: LINE_ITEM_COLUMNS },
            { table: 'payments', columns: PAYMENT_COLUMNS },
          ],
          next,
          counts.orders,
          (number) => {
            const lines = scaleOrderLines(number, anchor, sources);
            return [lines.orders, lines.shipments, lines.lineItems, lines.payments];
          },
        );
        const updateStarted = performance.now();
        // A customer's last order is their newest submitted one, whichever run loaded it.
        await session.run(`
          update customers c set last_order_submitted = o.last_submitted
          from (select from_user_id, max(date_submitted) as last_submitted from orders
                where id ~ '^SO[0-9]+$' and date_submitted is not null group by from_user_id) o
          where c.id = o.from_user_id and (c.last_order_submitted is null or c.last_order_submitted < o.last_submitted)`);
        log(
          `  customers.last_order_submitted updated in ${((performance.now() - updateStarted) / 1000).toFixed(1)} s`,
        );
      }
    };
    const unique = [...new Set(loaded)];
    if (options.keepIndexes) await load();
    else {
      await withIndexesDropped(session, unique, load, {
        restoreOnFailure: true,
        onRebuilt: (milliseconds) => {
          indexMilliseconds = milliseconds;
          log(`  indexes of ${unique.join(', ')} built in ${(milliseconds / 1000).toFixed(1)} s`);
        },
      });
    }
    for (const table of unique) await session.run(`analyze ${table}`);
  } finally {
    await session.close();
  }
  return { tables, indexMilliseconds, totalMilliseconds: performance.now() - started };
}

async function orderSources(session: CopySession): Promise<OrderSources> {
  const [range] = await session.run<{ first: number | null; last: number | null; n: number }>(
    `select min(id::int) as first, max(id::int) as last, count(*)::int as n from customers
     where ${SCALE_CUSTOMERS}`,
  );
  if (!range?.first || !range.last)
    throw new Error('Orders need scale customers: load some with --customers first (or in the same run).');
  if (range.n !== range.last - range.first + 1)
    throw new Error(
      'The scale customers are not numbered without gaps; orders cannot pick buyers from them.',
    );
  const skus = await session.run<{ id: string; code: string; name: string; price: string }>(
    `select id, product_code as code, name, coalesce(promotion_price, retail_price)::text as price from products
     where active and retail_price is not null and not is_workshop order by id limit 20000`,
  );
  if (skus.length === 0)
    throw new Error('Orders need products to sell: load some with --products (or seed the demo) first.');
  const takers = await session.run<{ id: string; firstName: string; lastName: string }>(
    `select id, first_name as "firstName", last_name as "lastName" from admin_users where active order by id`,
  );
  return { customers: { first: range.first, last: range.last }, skus, takers };
}
