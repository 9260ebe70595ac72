import {
  CUSTOMER_PAGE_SIZES,
  type CustomerAddress,
  type CustomerCreditCard,
  type CustomerOrderRow,
  type ListPage,
} from '@commerce/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerAddresses, customerCreditCards } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { defineList } from '../../http/list-query.ts';
import type { Principal } from '../../http/principal.ts';
import { visibleCustomer } from './visibility.ts';

/** The right column's panels of the detail page (spec 2 §2): recent orders, address book, saved cards. */

/** The ten latest submitted orders (carts are 'Unsubmitted' and not shown). */
export async function recentOrders(db: Db, principal: Principal, id: string): Promise<CustomerOrderRow[]> {
  const customer = await visibleCustomer(db, principal, id);
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.fromUserId, customer.id), ne(orders.status, 'Unsubmitted')))
    .orderBy(sql`${orders.dateSubmitted} desc nulls last`, desc(orders.id))
    .limit(CUSTOMER_PAGE_SIZES.orders);
  return rows.map((row) => ({
    ID: row.id,
    DateSubmitted: row.dateSubmitted?.toISOString() ?? null,
    DateCreated: row.dateCreated.toISOString(),
    Subtotal: Number(row.subtotal),
    ShippingCost: Number(row.shippingCost),
    TaxCost: Number(row.taxCost),
    Total: Number(row.total),
  }));
}

const addressList = defineList({
  table: customerAddresses,
  fields: { DateCreated: { column: customerAddresses.dateCreated, type: 'date', sort: true } },
  defaultSort: '!DateCreated',
  defaultPageSize: CUSTOMER_PAGE_SIZES.addresses,
});

/** The address book, newest first, 8 to a page. */
export async function customerAddressPage(
  db: Db,
  principal: Principal,
  id: string,
  rawQuery: unknown,
): Promise<ListPage<CustomerAddress>> {
  const query = addressList.parse(rawQuery);
  const customer = await visibleCustomer(db, principal, id);
  return addressList.run(db, query, {
    where: eq(customerAddresses.customerId, customer.id),
    map: (row) => ({
      ID: row.id,
      FirstName: row.firstName,
      LastName: row.lastName,
      CompanyName: row.companyName,
      Street1: row.street1,
      Street2: row.street2,
      City: row.city,
      State: row.state,
      Zip: row.zip,
      Phone: row.phone,
      xp: { addressType: row.addressType },
    }),
  });
}

const cardList = defineList({
  table: customerCreditCards,
  fields: { DateCreated: { column: customerCreditCards.dateCreated, type: 'date', sort: true } },
  defaultSort: '!DateCreated',
  defaultPageSize: CUSTOMER_PAGE_SIZES.creditCards,
});

/** Saved cards, newest first, 8 to a page: holder, type, last digits and expiry only. */
export async function customerCardPage(
  db: Db,
  principal: Principal,
  id: string,
  rawQuery: unknown,
): Promise<ListPage<CustomerCreditCard>> {
  const query = cardList.parse(rawQuery);
  const customer = await visibleCustomer(db, principal, id);
  return cardList.run(db, query, {
    where: eq(customerCreditCards.customerId, customer.id),
    map: (row) => ({
      ID: row.id,
      CardholderName: row.cardholderName,
      CardType: row.cardType,
      PartialAccountNumber: row.partialAccountNumber,
      ExpirationDate: row.expirationDate,
    }),
  });
}
