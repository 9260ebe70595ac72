import { buyerXpSchema, sampleBuyerXp, type BuyerXpInput } from '@commerce/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { settingsDocuments } from '../../db/schema/index.ts';

/** Stores a BuyerXP document (the domain's sample by default), checked as a save would check it. */
export async function insertBuyerXp(db: DbOrTx, document: BuyerXpInput = sampleBuyerXp()) {
  await db.insert(settingsDocuments).values({ id: 'buyerxp', document: buyerXpSchema.parse(document) });
}

export async function buyerXpRow(db: DbOrTx) {
  const [row] = await db.select().from(settingsDocuments).where(eq(settingsDocuments.id, 'buyerxp'));
  return row;
}
