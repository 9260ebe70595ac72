import {
  BUILD_ORDER_ERRORS,
  CUSTOMER_EMPTY_TEXTS,
  loyaltyBalance,
  type LoyaltyLookup,
} from '@commerce/domain';
import type { DbOrTx } from '../../db/client.ts';
import { apiError } from '../../http/errors.ts';
import { loyaltyAccountByCard } from '../customers/public.ts';

/*
 * The loyalty lookup (spec 1 §7 'POST customer loyalty info by card number', body cardNumber; §8 'Card not
 * found' when the balance is not a number). The customer service answers it in production; like the gift
 * card balance provider and the geocoder, two providers share one interface:
 * - the embedded one (the default, works offline): the loyalty_accounts table the demo seeds, the same
 *   points the customer page shows;
 * - an HTTP one (LOYALTY_URL, LOYALTY_TOKEN) that POSTs {cardNumber} and hands back the service's answer.
 * Either answer goes through `loyaltyBalance` here, so the rule is applied once, whoever answered.
 */

/** The service's answer as it comes: only Balance is read, and it may be anything. */
export type LoyaltyAnswer = { Balance?: unknown } & Record<string, unknown>;

export interface LoyaltyProvider {
  /** 'embedded' or 'http', for logs and the docs. */
  readonly name: string;
  /** The answer for a card; null when the service answered that it does not know it. */
  infoByCardNumber(cardNumber: string): Promise<LoyaltyAnswer | null>;
}

/**
 * The embedded provider. A card without an award account, or unknown, answers its balance as the text the
 * customer page shows for it, as a service that reports a missing account in the Balance field would: the
 * not-a-number answer the spec's rule is there for.
 */
export const embeddedLoyaltyProvider = (db: DbOrTx): LoyaltyProvider => ({
  name: 'embedded',
  async infoByCardNumber(cardNumber) {
    const row = await loyaltyAccountByCard(db, cardNumber);
    return {
      CardNumber: cardNumber,
      CECSAwardAccountID: row?.cecsAwardAccountId ?? null,
      Balance: row?.cecsAwardAccountId ? Number(row.balance) : CUSTOMER_EMPTY_TEXTS.awardAccount,
    };
  },
});

/**
 * The customer service over HTTP: POST {url} {cardNumber} (bearer token when given). 2xx: its JSON answer;
 * 404: it does not know the card; anything else, an answer that is not JSON, a timeout: 502
 * Loyalty.Unavailable (the card may well exist, so it is not 'Card not found').
 */
export function httpLoyaltyProvider(options: {
  url: string;
  token?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): LoyaltyProvider {
  const send = options.fetch ?? fetch;
  const unavailable = () => apiError(BUILD_ORDER_ERRORS.loyaltyUnavailable);
  return {
    name: 'http',
    async infoByCardNumber(cardNumber) {
      let response: Response;
      try {
        response = await send(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ cardNumber }),
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch {
        throw unavailable();
      }
      if (response.status === 404) return null;
      if (response.status < 200 || response.status > 299) throw unavailable();
      const answer: unknown = await response.json().catch(() => undefined);
      if (!answer || typeof answer !== 'object') throw unavailable();
      return answer as LoyaltyAnswer;
    },
  };
}

/** The configured provider: HTTP when LOYALTY_URL is set, the embedded table otherwise. */
export const loyaltyProviderFor = (
  config: { LOYALTY_URL?: string; LOYALTY_TOKEN?: string },
  db: DbOrTx,
): LoyaltyProvider =>
  config.LOYALTY_URL
    ? httpLoyaltyProvider({ url: config.LOYALTY_URL, token: config.LOYALTY_TOKEN })
    : embeddedLoyaltyProvider(db);

/** A card's points balance, or 404 'Card not found' when the answer's balance is not a number. */
export async function loyaltyLookup(provider: LoyaltyProvider, cardNumber: string): Promise<LoyaltyLookup> {
  const answer = await provider.infoByCardNumber(cardNumber);
  let balance: number;
  try {
    balance = loyaltyBalance(answer);
  } catch {
    throw apiError(BUILD_ORDER_ERRORS.loyaltyCardNotFound);
  }
  return { CardNumber: cardNumber, Balance: balance };
}
