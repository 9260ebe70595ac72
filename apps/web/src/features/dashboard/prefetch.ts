// What /dashboard fetches at navigation; loaded with the route, not with the shell (lib/routes.ts).
import { dashboardCardsFor } from '@commerce/domain';
import type { Prefetch } from '../../lib/routes.ts';
import { dashboardCardOptions } from '../../resources/dashboard.ts';

/**
 * Every card the user's keys open, side by side and while the page's code loads: the cards' figures do not
 * wait for the page, nor one card for another.
 */
export const cards: Prefetch = (_, session) =>
  dashboardCardsFor(session.Permissions).map((card) => dashboardCardOptions[card.id]() as never);
