import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { dateCreatedColumn, moneyColumn, timestampColumn, trigramIndex } from './columns.ts';

/** Gift card stock: the console lists the unpurchased ones. */
export const giftCards = pgTable(
  'gift_cards',
  {
    /** The card number. */
    id: text('id').primaryKey(),
    batchPosition: text('batch_position').notNull(),
    pinEnabled: boolean('pin_enabled').notNull().default(false),
    webGenerated: boolean('web_generated').notNull().default(false),
    purchased: boolean('purchased').notNull().default(false),
    purchasedAt: timestampColumn('purchased_at'),
    /**
     * The card's balance as the embedded balance provider keeps it (C-18): set when a card is sold and
     * spent down by redemptions; null while nothing is recorded (a card in stock).
     */
    balance: moneyColumn('balance'),
    dateCreated: dateCreatedColumn(),
  },
  (t) => [index('gift_cards_purchased_idx').on(t.purchased, t.id), trigramIndex('gift_cards_id_trgm', t.id)],
);
