import type { DbOrTx } from '../../db/client.ts';
import { giftCards } from '../../db/schema/index.ts';
import { insertRows } from '../insert.ts';
import type { SeedRandom } from '../random.ts';
import type { DemoContext } from './context.ts';

const AMOUNTS = [10, 25, 25, 50, 50, 100, 150, 200];

function soldBalance(random: SeedRandom): string {
  const amount = random.pick(AMOUNTS);
  const spent = random.chance(0.5) ? random.int(0, amount * 100) / 100 : 0;
  return (amount - spent).toFixed(2);
}

/** Gift card stock from three printed batches plus web-generated e-gift numbers, some already sold. */
export async function seedGiftCards(db: DbOrTx, context: DemoContext): Promise<number> {
  const random = context.random('gift-cards');
  const rows: (typeof giftCards.$inferInsert)[] = [];
  const batches = [
    { batch: 'B2301', count: 120, pin: false, web: false, age: 700 },
    { batch: 'B2402', count: 150, pin: true, web: false, age: 300 },
    { batch: 'B2503', count: 100, pin: true, web: false, age: 60 },
    { batch: 'WEB', count: 80, pin: false, web: true, age: 120 },
  ];
  let number = 6_045_100_000_000_000;
  for (const { batch, count, pin, web, age } of batches) {
    const created = random.daysAgo(age);
    for (let position = 1; position <= count; position++) {
      number += random.int(1, 97);
      const purchased = random.chance(batch === 'B2301' ? 0.7 : 0.25);
      rows.push({
        id: String(number),
        batchPosition: `${batch}-${String(position).padStart(4, '0')}`,
        pinEnabled: pin,
        webGenerated: web,
        purchased,
        purchasedAt: purchased ? random.between(created, context.anchor) : null,
        // A sold card's balance (C-18, what the embedded balance provider answers): its amount, often spent down.
        balance: purchased ? soldBalance(random) : null,
        dateCreated: created,
      });
    }
  }
  return insertRows(db, giftCards, rows);
}
