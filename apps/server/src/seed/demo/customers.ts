import {
  chargeAccountIdFor,
  DEFAULT_CUSTOMER_GROUP_ID,
  GUEST_USER_ID,
  TRAINING_CUSTOMER_GROUP_ID,
} from '@commerce/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  customerAddresses,
  customerCreditCards,
  customerGroupAssignments,
  customerGroups,
  customerNotes,
  customers,
  loyaltyAccounts,
  spendingAccounts,
} from '../../db/schema/index.ts';
import { insertRows } from '../insert.ts';
import { twinCitiesAddress, twinCitiesPhone, type StreetAddress } from '../places.ts';
import { addDays, DAY_MS, type SeedRandom } from '../random.ts';
import type { DemoContext } from './context.ts';
import type { DemoStaff } from './staff.ts';

/** Demo customers are numbered from here; the scale generator starts at SCALE_CUSTOMER_ID_START. */
export const DEMO_CUSTOMER_ID_START = 1_000_000;
export const DEMO_CUSTOMER_COUNT = 2_000;
export const DEMO_TRAINING_CUSTOMER_COUNT = 40;

/** Surnames common in Minnesota, mixed with the generator's for a believable customer list. */
export const MINNESOTA_SURNAMES = [
  'Olson',
  'Johnson',
  'Anderson',
  'Nelson',
  'Larson',
  'Peterson',
  'Swanson',
  'Lindquist',
  'Carlson',
  'Hanson',
  'Vang',
  'Xiong',
  'Her',
  'Lee',
  'Yang',
  'Mohamed',
  'Ali',
  'Hassan',
  'Nguyen',
  'Tran',
  'Schmidt',
  'Mueller',
  'Kowalski',
  'Novak',
  'Lindgren',
  'Bergstrom',
  'Halvorson',
  'Sorensen',
  'Thorson',
  'Gustafson',
];

export const CUSTOMER_GROUPS = [
  {
    id: DEFAULT_CUSTOMER_GROUP_ID,
    name: 'Bachmans Default Buyer Group',
    isCommGroup: false,
    isBachmansGroup: true,
  },
  { id: 'Employees', name: "Bachman's Employees", isCommGroup: false, isBachmansGroup: true },
  { id: 'LandscapeContractors', name: 'Landscape Contractors', isCommGroup: false, isBachmansGroup: true },
  { id: 'CorporateAccounts', name: 'Corporate Accounts', isCommGroup: false, isBachmansGroup: true },
  { id: 'EmailNewsletter', name: 'Email Newsletter', isCommGroup: true, isBachmansGroup: false },
  { id: 'GardenClub', name: 'Garden Club', isCommGroup: true, isBachmansGroup: false },
  { id: 'RoseSociety', name: 'Minnesota Rose Society', isCommGroup: true, isBachmansGroup: false },
  { id: TRAINING_CUSTOMER_GROUP_ID, name: 'Training Users', isCommGroup: false, isBachmansGroup: false },
  { id: 'LegacyImport', name: 'Legacy CECS Import', isCommGroup: false, isBachmansGroup: false },
] as const;

const NOTE_TEXTS = [
  'Prefers delivery after 3 PM.',
  'Called about a damaged vase; replacement sent.',
  'Always include a card. Sign as "Love, Mom & Dad".',
  'Leave deliveries at the side door, dog in the yard.',
  'Asked for no lilies: cats in the house.',
  'Gate code 4471 for deliveries.',
  'Standing order for the office lobby every Monday.',
  'Prefers to be called, not e-mailed.',
  'Refunded the delivery fee after a late delivery.',
  'Wants to be told when the orchid sale starts.',
  'Corporate account contact: reception desk.',
  'Requested a tax-exempt certificate on file.',
];
const ADDRESS_NAMES = ['Home', 'Mom', 'Dad', 'Office', 'Grandma', 'Lake Cabin', 'Sister', 'Work'];
const CARD_TYPES = [
  ['Visa', 50],
  ['MasterCard', 30],
  ['AmericanExpress', 12],
  ['Discover', 8],
] as const;

export interface DemoCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  active: boolean;
  dateCreated: Date;
  trainingUser: boolean;
  synced: boolean;
  address: StreetAddress;
  phone: string | null;
  addresses: (StreetAddress & {
    firstName: string;
    lastName: string;
    companyName: string | null;
    addressType: string;
  })[];
  cardLast4: string | null;
  cardType: string | null;
}

/** A unique e-mail made from a name, on a reserved example domain (nothing is ever delivered). */
export function uniqueEmail(
  random: SeedRandom,
  firstName: string,
  lastName: string,
  taken: Set<string>,
): string {
  for (let attempt = 0; ; attempt++) {
    const base = random.faker.internet.exampleEmail({ firstName, lastName }).toLowerCase();
    const email = attempt < 3 ? base : base.replace('@', `${random.int(1, 9999)}@`);
    if (!taken.has(email)) {
      taken.add(email);
      return email;
    }
  }
}

/**
 * About 2,000 customers (IDs from 1,000,000) with a spread of states the customer screens show, 40
 * training customers, and the guest account 299999 that guest orders belong to.
 */
export async function seedCustomers(
  db: DbOrTx,
  context: DemoContext,
  staff: readonly DemoStaff[],
): Promise<DemoCustomer[]> {
  const random = context.random('customers');
  const anchor = context.anchor;
  await insertRows(
    db,
    customerGroups,
    CUSTOMER_GROUPS.map((group) => ({
      ...group,
      xp: { IsCommGroup: group.isCommGroup, IsBachmansGroup: group.isBachmansGroup },
    })),
  );

  const customerRows: (typeof customers.$inferInsert)[] = [];
  const noteRows: (typeof customerNotes.$inferInsert)[] = [];
  const addressRows: (typeof customerAddresses.$inferInsert)[] = [];
  const cardRows: (typeof customerCreditCards.$inferInsert)[] = [];
  const spendingRows: (typeof spendingAccounts.$inferInsert)[] = [];
  const loyaltyRows: (typeof loyaltyAccounts.$inferInsert)[] = [];
  const groupRows: (typeof customerGroupAssignments.$inferInsert)[] = [];
  const result: DemoCustomer[] = [];
  const taken = new Set<string>();
  const authors = staff.filter((member) => !member.groups.includes('Training_Team'));
  let number = DEMO_CUSTOMER_ID_START;

  const guestEmail = 'guest@bachmans.example';
  taken.add(guestEmail);
  customerRows.push({
    id: GUEST_USER_ID,
    firstName: 'Guest',
    lastName: 'User',
    email: guestEmail,
    username: guestEmail,
    active: true,
    dateCreated: addDays(anchor, -3000),
    createdFrom: 'web',
    xp: { OMSAcctNumber: GUEST_USER_ID },
  });

  for (let index = 0; index < DEMO_CUSTOMER_COUNT + DEMO_TRAINING_CUSTOMER_COUNT; index++) {
    number += random.int(1, 37);
    const id = String(number);
    const training = index >= DEMO_CUSTOMER_COUNT;
    const sex = random.pick(['female', 'male'] as const);
    const firstName = random.faker.person.firstName(sex);
    const lastName = random.chance(0.25) ? random.pick(MINNESOTA_SURNAMES) : random.faker.person.lastName();
    const email = training
      ? uniqueEmail(random, firstName, `${lastName}.training`, taken).replace(
          /@.*/,
          '@training.bachmans.example',
        )
      : uniqueEmail(random, firstName, lastName, taken);
    // A few accounts changed e-mail without re-saving: Username still holds the old one.
    const username =
      !training && random.chance(0.02) ? uniqueEmail(random, firstName, `${lastName}.old`, taken) : email;
    const dateCreated = training ? random.daysAgo(random.int(1, 120)) : random.daysAgo(random.int(1, 2400));
    const fromWeb = training || random.chance(0.65);
    const active = training || random.chance(0.9);
    const sinceCreated = (anchor.getTime() - dateCreated.getTime()) / DAY_MS;
    const sync = training
      ? random.weighted([
          ['Success', 90],
          [null, 10],
        ] as const)
      : sinceCreated < 20
        ? random.weighted([
            ['Success', 40],
            ['Fail', 10],
            [null, 50],
          ] as const)
        : random.weighted([
            ['Success', 84],
            ['Fail', 6],
            [null, 10],
          ] as const);
    const syncedAt = sync ? random.between(dateCreated, anchor) : null;
    const loggedIn = fromWeb ? random.chance(0.85) : random.chance(0.5);
    const charge = !training && random.chance(0.08);
    const loyalty = !training && random.chance(0.3);
    const loyaltyCard = loyalty ? `6039${random.digits(12)}` : null;
    const phone = random.chance(0.85) ? twinCitiesPhone(random) : null;
    const poRequired = !training && random.chance(0.04);
    const taxExempt = !training && random.chance(0.03);
    customerRows.push({
      id,
      firstName,
      lastName,
      email,
      username,
      phone,
      active,
      dateCreated,
      charge: charge ? 'Y' : 'N',
      eagleCustomerNumber: !training && random.chance(0.35) ? random.digits(6) : null,
      cecsCustomerNumber: sync === 'Success' ? random.digits(8) : null,
      loyaltyCardNumber: loyaltyCard,
      loyaltyId: loyalty ? random.digits(9) : null,
      createdFrom: fromWeb ? 'web' : 'CECS',
      lastLogin: loggedIn ? random.between(dateCreated, anchor) : null,
      cecsSyncStatus: sync,
      cecsSyncedAt: syncedAt,
      trainingUser: training,
      xp: {
        OMSAcctNumber: id,
        AuthorizeNetProfileID: random.chance(0.55) ? random.digits(9) : null,
        TaxExemption: taxExempt
          ? { Enabled: true, TaxExemptionID: `ES${random.digits(7)}` }
          : { Enabled: false, TaxExemptionID: null },
        PO: poRequired
          ? { PORequired: true, PONumber: random.chance(0.7) ? `PO-${random.digits(5)}` : null }
          : { PORequired: false, PONumber: null },
      },
    });
    if (charge) {
      spendingRows.push({
        id: chargeAccountIdFor(id),
        customerId: id,
        name: `${firstName} ${lastName} Store Charge`,
        balance: random.price(0, 1200, [0, 0.25, 0.5, 0.99]),
        availCredit: random.pick(['500.00', '1000.00', '2500.00', '5000.00']),
      });
    }
    if (loyaltyCard) {
      loyaltyRows.push({
        cardNumber: loyaltyCard,
        cecsAwardAccountId: random.chance(0.85) ? `AW${random.digits(7)}` : null,
        balance: `${random.int(0, 2400)}.00`,
      });
    }
    if (random.chance(0.3)) {
      const count = random.int(1, 5);
      for (let note = 0; note < count; note++) {
        const author = random.pick(authors);
        noteRows.push({
          customerId: id,
          text: random.pick(NOTE_TEXTS),
          author: `${author.firstName} ${author.lastName}`,
          authorId: author.username,
          date: random.between(dateCreated, anchor),
        });
      }
    }
    const home = twinCitiesAddress(random);
    const addresses: DemoCustomer['addresses'] = [];
    if (random.chance(0.6)) {
      const count = random.int(1, 4);
      for (let n = 0; n < count; n++) {
        const own = n === 0;
        const business = !own && random.chance(0.15);
        const place = own ? home : twinCitiesAddress(random);
        const entry = {
          ...place,
          firstName: own ? firstName : random.faker.person.firstName(),
          lastName: own ? lastName : random.chance(0.5) ? lastName : random.faker.person.lastName(),
          companyName: business ? random.faker.company.name() : null,
          addressType: business ? 'Business' : 'Residence',
        };
        addresses.push(entry);
        addressRows.push({
          id: `${id}-A${n + 1}`,
          customerId: id,
          addressName: own ? 'Home' : business ? 'Office' : random.pick(ADDRESS_NAMES),
          firstName: entry.firstName,
          lastName: entry.lastName,
          companyName: entry.companyName,
          street1: place.street1,
          street2: place.street2,
          city: place.city,
          state: place.state,
          zip: place.zip,
          phone: random.chance(0.7) ? twinCitiesPhone(random) : null,
          addressType: entry.addressType,
          dateCreated: random.between(dateCreated, anchor),
        });
      }
    }
    let cardLast4: string | null = null;
    let cardType: string | null = null;
    if (random.chance(0.45)) {
      const count = random.int(1, 3);
      for (let n = 0; n < count; n++) {
        const type = random.weighted(CARD_TYPES);
        const last4 = String(random.int(0, 9999)).padStart(4, '0');
        const expires = addDays(anchor, random.int(-400, 1800));
        cardLast4 ??= last4;
        cardType ??= type;
        cardRows.push({
          id: `${id}-C${n + 1}`,
          customerId: id,
          cardholderName: `${firstName} ${lastName}`,
          cardType: type,
          partialAccountNumber: last4,
          expirationDate: `${String(expires.getUTCMonth() + 1).padStart(2, '0')}/${String(expires.getUTCFullYear() % 100).padStart(2, '0')}`,
          dateCreated: random.between(dateCreated, anchor),
        });
      }
    }
    if (training) groupRows.push({ userGroupId: TRAINING_CUSTOMER_GROUP_ID, userId: id });
    if (training || random.chance(0.95))
      groupRows.push({ userGroupId: DEFAULT_CUSTOMER_GROUP_ID, userId: id });
    else groupRows.push({ userGroupId: 'LegacyImport', userId: id });
    if (!training && random.chance(0.2)) {
      for (const group of random.sample(CUSTOMER_GROUPS.slice(1, 7), random.int(1, 2)))
        groupRows.push({ userGroupId: group.id, userId: id });
    }
    result.push({
      id,
      firstName,
      lastName,
      email,
      username,
      active,
      dateCreated,
      trainingUser: training,
      synced: sync === 'Success',
      address: home,
      phone,
      addresses,
      cardLast4,
      cardType,
    });
  }

  await insertRows(db, customers, customerRows);
  await insertRows(db, customerNotes, noteRows);
  await insertRows(db, customerAddresses, addressRows);
  await insertRows(db, customerCreditCards, cardRows);
  await insertRows(db, spendingAccounts, spendingRows);
  await insertRows(db, loyaltyAccounts, loyaltyRows);
  await insertRows(db, customerGroupAssignments, groupRows);
  return result;
}
