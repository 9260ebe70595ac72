// What the gift card route fetches at navigation; loaded with the route, not with the shell (lib/routes.ts).
import { giftCardListSpec } from '@commerce/domain';
import { listPrefetch } from '../../lib/routes.ts';
import { giftCardResource } from '../../resources/giftcards.ts';

export const list = listPrefetch(giftCardListSpec, giftCardResource);
