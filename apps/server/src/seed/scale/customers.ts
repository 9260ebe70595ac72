import { base, en, en_US, Faker } from '@faker-js/faker';
import { MINNESOTA_SURNAMES } from '../demo/customers.ts';
import { DAY_MS } from '../random.ts';
import { copyLine } from './copy.ts';
import { Prng } from './prng.ts';

/**
 * Scale customers are numbered from 2,000,000: above the demo's (1,000,000–1,099,999), below the
 * account number sequence (5,000,000), so up to 3,000,000 of them fit. A run appends after the highest
 * one already loaded.
 */
export const SCALE_CUSTOMER_ID_START = 2_000_000;
export const SCALE_CUSTOMER_ID_END = 4_999_999;

const names = new Faker({ locale: [en_US, en, base] }).definitions.person;
const FIRST_NAMES = [
  ...new Set([
    ...(names.first_name.female ?? []),
    ...(names.first_name.male ?? []),
    ...(names.first_name.generic ?? []),
  ]),
];
const LAST_NAMES = [...new Set(names.last_name.generic ?? [])];
const DOMAINS = [
  'mail.example',
  'inbox.example',
  'northstar.example',
  'lakes.example',
  'prairie.example',
  'twincities.example',
];
const AREA_CODES = ['612', '651', '763', '952', '320', '507'];

const letters = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]/g, '');
const LOCAL_PARTS: ((first: string, last: string) => string)[] = [
  (first, last) => `${first}.${last}`,
  (first, last) => `${first[0]}${last}`,
  (first, last) => `${first}${last[0]}`,
  (first, last) => `${last}.${first}`,
  (first, last) => `${first}_${last}`,
];

export interface ScaleIdentity {
  ID: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Username: string;
  training: boolean;
}

/**
 * The name and e-mail of a scale customer, drawn first from the customer's own PRNG so the orders
 * generator can rebuild them from the number alone. The number in the e-mail is the customer's offset,
 * and names carry no digits, so no two customers share an e-mail.
 */
export function scaleIdentity(random: Prng, number: number): ScaleIdentity {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.chance(0.2) ? random.pick(MINNESOTA_SURNAMES) : random.pick(LAST_NAMES);
  const training = random.chance(0.01);
  const local = `${random.pick(LOCAL_PARTS)(letters(firstName), letters(lastName))}${number - SCALE_CUSTOMER_ID_START}`;
  const email = `${local}@${training ? 'training.bachmans.example' : random.pick(DOMAINS)}`;
  return {
    ID: String(number),
    FirstName: firstName,
    LastName: lastName,
    Email: email,
    Username: email,
    training,
  };
}

export const CUSTOMER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'username',
  'phone',
  'active',
  'date_created',
  'charge',
  'eagle_customer_number',
  'cecs_customer_number',
  'loyalty_card_number',
  'loyalty_id',
  'created_from',
  'last_login',
  'cecs_sync_status',
  'cecs_synced_at',
  'training_user',
  'xp',
] as const;

/** One customer's COPY line: dates over eight years, a mix of statuses, ~1% training users. */
export function scaleCustomerLine(number: number, anchor: Date): string {
  const random = new Prng(number);
  const who = scaleIdentity(random, number);
  const created = new Date(anchor.getTime() - random.int(0, 8 * 365) * DAY_MS - random.int(0, 86_399) * 1000);
  const between = () => new Date(created.getTime() + random.next() * (anchor.getTime() - created.getTime()));
  const fromWeb = who.training || random.chance(0.65);
  const sync = random.chance(0.85) ? 'Success' : random.chance(0.35) ? 'Fail' : null;
  const loyalty = !who.training && random.chance(0.25);
  return copyLine([
    who.ID,
    who.FirstName,
    who.LastName,
    who.Email,
    who.Username,
    random.chance(0.85) ? `${random.pick(AREA_CODES)}${random.int(2, 9)}${random.digits(6)}` : null,
    who.training || random.chance(0.9),
    created,
    'N',
    random.chance(0.3) ? random.digits(6) : null,
    sync === 'Success' ? random.digits(8) : null,
    loyalty ? `6039${random.digits(12)}` : null,
    loyalty ? random.digits(9) : null,
    fromWeb ? 'web' : 'CECS',
    random.chance(fromWeb ? 0.8 : 0.45) ? between() : null,
    sync,
    sync ? between() : null,
    who.training,
    {
      OMSAcctNumber: who.ID,
      AuthorizeNetProfileID: random.chance(0.5) ? random.digits(9) : null,
      TaxExemption: random.chance(0.02)
        ? { Enabled: true, TaxExemptionID: `ES${random.digits(7)}` }
        : { Enabled: false, TaxExemptionID: null },
      PO: random.chance(0.03)
        ? { PORequired: true, PONumber: random.chance(0.7) ? `PO-${random.digits(5)}` : null }
        : { PORequired: false, PONumber: null },
    },
  ]);
}
