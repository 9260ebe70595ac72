import { randomBytes } from 'node:crypto';
import {
  buyerXpSchema,
  cardType,
  commonDeliveryOptions,
  deliveryCharges,
  isCardCurrent,
  lastFour,
  orderTotals,
  storeDateOf,
  STORE_TIME_ZONE,
  STOREFRONT_TEXTS,
  addDaysIso,
  type CartItem,
  type CheckoutInput,
  type DeliveryChoice,
  type DeliverySettings,
  type Quote,
} from '@commerce/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { recordAudit } from '../../http/audit.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import type { Impersonation } from '../build-order/public.ts';
import { lockCustomer, recordOrderSubmitted } from '../customers/public.ts';
import { queuePlacedOrderSends, recordPlacedOrder } from '../orders/public.ts';
import { deliveryOptionsOf, isAvailable, storefrontSkus } from '../products/public.ts';
import { settingsDocument } from '../settings/public.ts';

/** The BuyerXP document's delivery settings (what the storefront reads from buyerxp.json). */
export async function deliverySettings(db: DbOrTx): Promise<DeliverySettings> {
  const parsed = buyerXpSchema.safeParse(await settingsDocument(db, 'buyerxp'));
  if (!parsed.success)
    throw new ApiError(503, 'Storefront.NoSettings', 'The delivery settings are not available.');
  return parsed.data;
}

/** The store's date and time now (America/Chicago). */
export function storeClock(now = new Date()): { today: string; now: string } {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: STORE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return { today: storeDateOf(now), now: time };
}

/**
 * Prices a cart and a delivery choice with the rules the order is charged by: each SKU's price, the
 * methods every item offers (lead days included), the delivery charges of the settings document.
 */
export async function quote(
  db: DbOrTx,
  input: { Items: CartItem[]; Delivery: DeliveryChoice },
  clock = storeClock(),
): Promise<Quote> {
  const skus = await storefrontSkus(
    db,
    input.Items.map((item) => item.SKU),
  );
  const problems: string[] = [];
  const lines: Quote['Lines'] = [];
  const perItem = [];
  for (const item of input.Items) {
    const sku = skus.get(item.SKU);
    if (!sku || sku.price === null || !isAvailable(sku.product)) {
      problems.push(STOREFRONT_TEXTS.unavailable(sku?.product.name ?? item.SKU));
      continue;
    }
    const unit = sku.price;
    lines.push({
      SKU: item.SKU,
      Name: sku.product.webName || sku.product.name,
      ProductCode: sku.product.productCode,
      UnitPrice: unit,
      Quantity: item.Quantity,
      LineTotal: Math.round(unit * item.Quantity * 100) / 100,
    });
    perItem.push(await deliveryOptionsOf(db, sku.product));
  }
  const methods = commonDeliveryOptions(perItem);
  const method = methods.find((option) => option.Method === input.Delivery.Method);
  if (!method) problems.push(STOREFRONT_TEXTS.methodNotOffered);
  else {
    const earliest = addDaysIso(clock.today, method.LeadDays);
    if (input.Delivery.Date < earliest && input.Delivery.Date >= clock.today) {
      problems.push(STOREFRONT_TEXTS.leadDays(earliest));
    }
  }
  const settings = await deliverySettings(db);
  const delivery = deliveryCharges(settings, input.Delivery, clock);
  problems.push(...delivery.problems);
  const subtotal = Math.round(lines.reduce((total, line) => total + line.LineTotal * 100, 0)) / 100;
  return {
    Lines: lines,
    Methods: methods,
    Slots: delivery.slots.map((slot) => ({
      Name: slot.Name,
      TimeSlot: slot.TimeSlot,
      Surcharge: slot.Surcharge,
    })),
    Charges: delivery.charges,
    ...orderTotals(subtotal, delivery.charges),
    Problems: problems,
  };
}

const newOrderId = () =>
  `SF${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`;

/**
 * Checkout for the customer being served: priced again (a problem refuses it, 400), then in one
 * transaction the submitted order with its shipment, line items and the card payment (brand and last four
 * only; the card is simulated and never stored), xp.OrderTaker from the impersonation, the customer's last
 * order time, the sends through the connectors, and the order's History.
 */
export async function placeOrder(
  tx: Tx,
  impersonation: Impersonation,
  input: CheckoutInput,
  clock = storeClock(),
): Promise<{ OrderID: string; Total: number }> {
  if (!isCardCurrent(input.Card.Expiry, clock.today)) {
    throw badRequest('Storefront.CardExpired', STOREFRONT_TEXTS.badExpiry);
  }
  const priced = await quote(tx, input, clock);
  if (priced.Problems.length > 0) throw badRequest('Storefront.CannotPlace', priced.Problems.join(' '));
  const buyer = await lockCustomer(tx, impersonation.customerId);
  if (!buyer) throw badRequest('Storefront.NoCustomer', STOREFRONT_TEXTS.sessionEnded);

  const id = newOrderId();
  const shipmentId = `${id}-1`;
  const now = new Date();
  const fromUser = {
    ID: buyer.id,
    FirstName: buyer.firstName,
    LastName: buyer.lastName,
    Email: buyer.email,
    Username: buyer.username,
  };
  const { Delivery, ShipTo } = input;
  const shipTo = {
    FirstName: ShipTo.FirstName,
    LastName: ShipTo.LastName,
    CompanyName: ShipTo.CompanyName,
    Street1: ShipTo.Street1,
    City: ShipTo.City,
    State: ShipTo.State,
    Zip: Delivery.Zip,
    Phone: ShipTo.Phone,
  };
  const taker = impersonation.taker;
  const slot = priced.Slots.find((candidate) => candidate.Name === Delivery.Slot);
  await recordPlacedOrder(tx, {
    id,
    shipmentId,
    at: now,
    fromUser,
    shipTo,
    delivery: Delivery,
    timeSlot: slot ? `${slot.Name} (${slot.TimeSlot})` : null,
    cardMessage: input.CardMessage || null,
    priced,
    taker,
    card: { type: cardType(input.Card.Number), lastFour: lastFour(input.Card.Number) },
  });
  await recordOrderSubmitted(tx, buyer.id, now);
  const sends = await queuePlacedOrderSends(tx, id);
  await recordAudit(tx, {
    actorId: taker.ID,
    entity: 'order',
    action: 'place-order',
    entityId: id,
    before: null,
    after: {
      Customer: buyer.id,
      OrderTaker: taker.Username,
      Total: priced.Total.toFixed(2),
      Sends: sends.map((outboxId) => `outbox ${outboxId}`).join(', '),
    },
  });
  return { OrderID: id, Total: priced.Total };
}
