import { validateRedirect, type RedirectMap } from '@commerce/domain';
import type { DbOrTx } from '../../db/client.ts';
import { redirects } from '../../db/schema/index.ts';
import { insertRows } from '../insert.ts';
import type { DemoContext } from './context.ts';

const REDIRECTS: readonly [string, string][] = [
  ['/roses', '/category/flowers-roses'],
  ['/valentines', '/category/flowers-occasions-valentines-day'],
  ['/mothersday', '/category/flowers-occasions-mothers-day'],
  ['/sympathy-flowers', '/category/flowers-sympathy'],
  ['/funeral', '/category/flowers-sympathy-funeral-sprays'],
  ['/houseplants', '/category/plants-houseplants'],
  ['/orchid', '/category/plants-houseplants-orchids'],
  ['/perennials-sale', '/category/plants-outdoor-plants-perennials'],
  ['/trees', '/category/plants-outdoor-plants-trees'],
  ['/christmas', '/category/home-decor-seasonal-christmas'],
  ['/poinsettias', '/category/home-decor-seasonal-christmas'],
  ['/giftcards', '/category/gift-cards'],
  ['/egift', '/category/gift-cards-e-gift-cards'],
  ['/workshops', '/category/workshops-events-ticketed-events'],
  ['/stores/lyndale', '/store/bachmans-on-lyndale'],
  ['/stores/eden-prairie', '/store/bachmans-eden-prairie'],
  ['/locations', '/store-locator'],
  ['/weddings', '/services/wedding-event-flowers'],
  ['/landscaping', '/services/landscape-design'],
  ['/plant-care', '/care'],
  ['/advice', '/advice-and-info'],
  ['/careers', '/about/careers'],
  ['/product/old-dozen-red', '/category/flowers-roses-dozen-roses'],
  ['/spring-open-house', '/events'],
];

/** Storefront redirects, each checked against the add rules (leading '/', no duplicate, no loop). */
export async function seedRedirects(db: DbOrTx, context: DemoContext): Promise<number> {
  const random = context.random('redirects');
  const accepted: RedirectMap = {};
  for (const [slug, destination] of REDIRECTS) {
    const problems = validateRedirect({ slug, destination }, accepted);
    if (Object.keys(problems).length > 0)
      throw new Error(`Demo redirect ${slug}: ${Object.values(problems).join(' ')}`);
    accepted[slug] = destination;
  }
  return insertRows(
    db,
    redirects,
    Object.entries(accepted).map(([slug, destination]) => ({
      slug,
      destination,
      dateCreated: random.daysAgo(random.int(5, 1200)),
    })),
  );
}
