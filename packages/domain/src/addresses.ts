import { z } from 'zod';
import type { DestinationType } from './destinations.ts';
import { checkPhone, phoneDigits } from './phone.ts';

/*
 * Stores, destinations and route codes are all address records; their IDs are derived from their content
 * (spec 2 §3, spec 3 §3), so the same place cannot be entered twice, and lists filter them by ID prefix.
 */

export const STORE_ID_PREFIX = 'Store';
export const ROUTE_CODE_ID_PREFIX = 'LDCity';

/** The list filter that matches every address of one kind: 'Store' → 'Store-*'. */
export const addressIdFilter = (prefix: string): string => `${prefix}-*`;

/**
 * Zip: required, at most 5 characters (spec 2 §5, spec 3 §5). The retailer delivers in Minnesota, where
 * every ZIP code has exactly 5 digits, so exactly 5 digits are required: a shorter entry is always a typo.
 */
/** The fields every address row answers (stores, destinations, event locations): what a list or picker shows. */
export const addressRowFields = {
  ID: z.string(),
  CompanyName: z.string(),
  Street1: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  Zip: z.string().nullable(),
};

/** The postal part of any address record (a store, a destination, a shipment's recipient, a saved address). */
export interface PostalAddress {
  Street1?: string | null;
  Street2?: string | null;
  City?: string | null;
  State?: string | null;
  Zip?: string | null;
}

const filled = (part: string | null | undefined): part is string => !!part && part.trim() !== '';

/** An address on one line, as every screen shows it: '900 Nicollet Mall, Suite 2, Minneapolis, MN 55402'. */
export const addressLine = (address: PostalAddress | null | undefined): string =>
  address
    ? [address.Street1, address.Street2, address.City, [address.State, address.Zip].filter(filled).join(' ')]
        .filter(filled)
        .join(', ')
    : '';

export const ZIP_LENGTH = 5;
export const zipSchema = z
  .string()
  .trim()
  .min(1, { error: 'Zip is required.', abort: true })
  .regex(new RegExp(`^\\d{${ZIP_LENGTH}}$`), 'Enter a 5-digit zip code.');

/** Required phone on an address, stored as its 10 digits. */
export const addressPhoneSchema = z
  .string()
  .trim()
  .min(1, { error: 'Phone is required.', abort: true })
  .superRefine(checkPhone)
  .transform(phoneDigits);

/**
 * One part of an ID: accents and apostrophes dropped, words capitalised and joined: "Bachman's on Lyndale" →
 * 'BachmansOnLyndale'.
 */
function slugPart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/**
 * The slug of every derived address ID: each part made ID-safe and the parts joined with '-'. Case and
 * punctuation do not count, so 'ST. PAUL' and 'St Paul' give the same ID and the duplicate is caught.
 */
export const addressSlug = (parts: readonly string[]): string => parts.map(slugPart).join('-');

/** The first word of a street line, normally the house number: '6010 Lyndale Ave S' → '6010'. */
const firstWord = (street: string): string => street.trim().split(/\s+/)[0] ?? '';

const placeSlug = (name: string, street1: string, phone: string) =>
  addressSlug([name, firstWord(street1), phoneDigits(phone)]);

/**
 * 'Store-' then the slug of name, first word of the street and phone:
 * 'Store-BachmansOnLyndale-6010-6128617600'.
 */
export const storeIdFor = (name: string, street1: string, phone: string): string =>
  `${STORE_ID_PREFIX}-${placeSlug(name, street1, phone)}`;

/**
 * The destination type (its ID prefix), then the same slug as a store:
 * 'Cemetery-LakewoodCemetery-3600-6128222171'.
 */
export const destinationIdFor = (
  type: DestinationType,
  name: string,
  street1: string,
  phone: string,
): string => `${type}-${placeSlug(name, street1, phone)}`;

/**
 * 'LDCity-{zip}-{city}', the city written like every slug part: ('55101', 'Saint Paul') →
 * 'LDCity-55101-SaintPaul'.
 */
export const routeCodeIdFor = (zip: string, city: string): string =>
  `${ROUTE_CODE_ID_PREFIX}-${addressSlug([zip.trim(), city])}`;
