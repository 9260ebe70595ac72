import {
  CUSTOMER_PAGE_SIZES,
  type CustomerAddress,
  type CustomerCreditCard,
  type ListPage,
} from '@commerce/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerAddresses, customerCreditCards } from '../../db/schema/customers.ts';
import { defineList } from '../../http/list-query.ts';
import type { Principal } from '../../http/principal.ts';
import { visibleCustomer } from './visibility.ts';

/**
 * The right column's panels of the detail page (spec 2 §2): the address book and saved cards (the recent
 * orders are the orders module's).
 */

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
