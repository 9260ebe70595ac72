import {
  generateGiftCardsRoute,
  giftCardBalanceRoute,
  giftCardSummaryRoute,
  GIFT_CARD_ERRORS,
  giftCardApi,
  giftCardDeleteRoute,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature, signedInRoute } from '../../http/access.ts';
import { apiError } from '../../http/errors.ts';
import { serve } from '../../http/api-route.ts';
import { listRoute } from '../../http/list-route.ts';
import { actorOf } from '../../http/principal.ts';
import { embeddedBalanceProvider } from './balance.ts';
import { giftCardList, giftCardSummary, toGiftCardListItem, unpurchased } from './queries.ts';
import { deleteGiftCards, generateGiftCards } from './service.ts';

/**
 * Gift cards (spec 2 §1, §5, §7): giftcards-reader lists the unpurchased stock; giftcards-settings
 * generates e-gift numbers; giftcards-delete removes a selection; uploads are bulk jobs of type
 * 'giftcards' (POST /api/bulk/giftcards, giftcards-upload). The settings are the BuyerXP section
 * gift-card-settings (/api/settings/buyerxp/gift-card-settings). The balance check is open to any
 * signed-in user (spec 1 §6) and asks the balance provider.
 */
export const giftCardRoutes =
  ({ database, giftCardBalances }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const balances = giftCardBalances ?? embeddedBalanceProvider(db);
    const tags = ['giftcards'];
    const read = requireFeature('giftcards-reader');

    listRoute(app, {
      api: giftCardApi,
      config: read,
      tags,
      summary:
        'Unpurchased gift cards (list convention: search over the card number; WebGenerated, PinEnabled filters)',
      list: giftCardList,
      page: (_request, query) => giftCardList.run(db, query, { where: unpurchased, map: toGiftCardListItem }),
    });

    serve(
      app,
      giftCardSummaryRoute,
      { config: read, tags, summary: 'How many unpurchased cards are in stock (the count chip)' },
      async () => giftCardSummary(db),
    );

    serve(
      app,
      generateGiftCardsRoute,
      {
        config: requireFeature('giftcards-settings'),
        tags,
        summary:
          'Generate e-gift card numbers (GenerateEgiftCardNumbers): N new 16-digit Luhn-valid numbers stored as WebGenerated cards of batch WEB',
      },
      async (request) =>
        db.transaction((tx) => generateGiftCards(tx, actorOf(request), request.body.numberOfCards)),
    );

    serve(
      app,
      giftCardDeleteRoute,
      {
        config: requireFeature('giftcards-delete'),
        tags,
        summary:
          "Delete the selected cards for good ({Action: 'delete', IDs}); a card not in stock is reported and the others go on",
      },
      async (request) => db.transaction((tx) => deleteGiftCards(tx, actorOf(request), request.body.IDs)),
    );

    serve(
      app,
      giftCardBalanceRoute,
      {
        config: signedInRoute,
        tags,
        summary: "A card's balance (card_number → card_value); 404 'cardNumber not available' when unknown",
      },
      async (request) => {
        const cardNumber = request.body.card_number;
        const value = await balances.balanceOf(cardNumber);
        if (value === null) throw apiError(GIFT_CARD_ERRORS.notFound);
        return { card_number: cardNumber, card_value: value };
      },
    );
  };
