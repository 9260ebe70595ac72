import type { SeedRandom } from './random.ts';

/**
 * Real Minneapolis–St Paul ZIP codes with their city, the local delivery route that serves them and
 * the route's surcharge (farther suburbs cost more). The demo's addresses, stores and route codes and
 * the scale generator's addresses all come from here.
 */
export interface ZipArea {
  zip: string;
  city: string;
  route: string;
  surcharge: string;
}

const area = (zip: string, city: string, route: string, surcharge = '0.00'): ZipArea => ({
  zip,
  city,
  route,
  surcharge,
});

export const TWIN_CITIES_ZIPS: readonly ZipArea[] = [
  area('55401', 'Minneapolis', 'MPLS-DT'),
  area('55403', 'Minneapolis', 'MPLS-DT'),
  area('55404', 'Minneapolis', 'MPLS-S'),
  area('55405', 'Minneapolis', 'MPLS-SW'),
  area('55406', 'Minneapolis', 'MPLS-S'),
  area('55407', 'Minneapolis', 'MPLS-S'),
  area('55408', 'Minneapolis', 'MPLS-SW'),
  area('55409', 'Minneapolis', 'MPLS-SW'),
  area('55410', 'Minneapolis', 'MPLS-SW'),
  area('55411', 'Minneapolis', 'MPLS-N'),
  area('55412', 'Minneapolis', 'MPLS-N'),
  area('55413', 'Minneapolis', 'MPLS-NE'),
  area('55414', 'Minneapolis', 'MPLS-NE'),
  area('55416', 'St. Louis Park', 'WEST-1'),
  area('55417', 'Minneapolis', 'MPLS-S'),
  area('55418', 'Minneapolis', 'MPLS-NE'),
  area('55419', 'Minneapolis', 'MPLS-SW'),
  area('55101', 'Saint Paul', 'STP-DT'),
  area('55102', 'Saint Paul', 'STP-DT'),
  area('55104', 'Saint Paul', 'STP-W'),
  area('55105', 'Saint Paul', 'STP-W'),
  area('55106', 'Saint Paul', 'STP-E'),
  area('55116', 'Saint Paul', 'STP-W'),
  area('55117', 'Saint Paul', 'STP-N'),
  area('55119', 'Saint Paul', 'STP-E'),
  area('55113', 'Roseville', 'NORTH-1'),
  area('55112', 'New Brighton', 'NORTH-1'),
  area('55126', 'Shoreview', 'NORTH-1'),
  area('55110', 'White Bear Lake', 'NORTH-2', '5.00'),
  area('55118', 'West St. Paul', 'STP-S'),
  area('55120', 'Mendota Heights', 'STP-S'),
  area('55121', 'Eagan', 'SOUTH-1'),
  area('55122', 'Eagan', 'SOUTH-1'),
  area('55123', 'Eagan', 'SOUTH-1'),
  area('55124', 'Apple Valley', 'SOUTH-2'),
  area('55337', 'Burnsville', 'SOUTH-2'),
  area('55044', 'Lakeville', 'SOUTH-3', '7.50'),
  area('55068', 'Rosemount', 'SOUTH-3', '7.50'),
  area('55125', 'Woodbury', 'EAST-1'),
  area('55129', 'Woodbury', 'EAST-1'),
  area('55082', 'Stillwater', 'EAST-2', '7.50'),
  area('55016', 'Cottage Grove', 'EAST-2', '5.00'),
  area('55076', 'Inver Grove Heights', 'SOUTH-1'),
  area('55420', 'Bloomington', 'SOUTH-W'),
  area('55425', 'Bloomington', 'SOUTH-W'),
  area('55431', 'Bloomington', 'SOUTH-W'),
  area('55437', 'Bloomington', 'SOUTH-W'),
  area('55423', 'Richfield', 'MPLS-S'),
  area('55424', 'Edina', 'WEST-1'),
  area('55435', 'Edina', 'WEST-1'),
  area('55436', 'Edina', 'WEST-1'),
  area('55344', 'Eden Prairie', 'WEST-2'),
  area('55346', 'Eden Prairie', 'WEST-2'),
  area('55347', 'Eden Prairie', 'WEST-2'),
  area('55343', 'Hopkins', 'WEST-1'),
  area('55345', 'Minnetonka', 'WEST-2'),
  area('55305', 'Minnetonka', 'WEST-2'),
  area('55391', 'Wayzata', 'WEST-3', '5.00'),
  area('55331', 'Excelsior', 'WEST-3', '7.50'),
  area('55317', 'Chanhassen', 'WEST-3', '5.00'),
  area('55379', 'Shakopee', 'SOUTH-3', '7.50'),
  area('55422', 'Golden Valley', 'WEST-1'),
  area('55426', 'St. Louis Park', 'WEST-1'),
  area('55427', 'Golden Valley', 'NW-1'),
  area('55441', 'Plymouth', 'NW-2'),
  area('55446', 'Plymouth', 'NW-2'),
  area('55447', 'Plymouth', 'NW-2'),
  area('55311', 'Maple Grove', 'NW-3', '5.00'),
  area('55369', 'Maple Grove', 'NW-3', '5.00'),
  area('55443', 'Brooklyn Park', 'NW-2'),
  area('55445', 'Brooklyn Park', 'NW-2'),
  area('55430', 'Brooklyn Center', 'NW-1'),
  area('55432', 'Fridley', 'NORTH-2'),
  area('55433', 'Coon Rapids', 'NORTH-3', '5.00'),
  area('55434', 'Blaine', 'NORTH-3', '5.00'),
  area('55303', 'Anoka', 'NORTH-3', '7.50'),
];

/** Streets of the Twin Cities and their suburbs, for addresses that read like the real thing. */
export const STREETS: readonly string[] = [
  'Lyndale Ave S',
  'Hennepin Ave',
  'Nicollet Ave',
  'Lake St',
  'Grand Ave',
  'Summit Ave',
  'University Ave W',
  'France Ave S',
  'Excelsior Blvd',
  'Penn Ave N',
  'Cedar Ave S',
  'Snelling Ave',
  'Lexington Pkwy',
  'Minnehaha Pkwy',
  'Como Ave',
  'Randolph Ave',
  'Selby Ave',
  'Xerxes Ave S',
  'Portland Ave',
  'Chicago Ave',
  'Bryant Ave S',
  'Irving Ave S',
  'Fremont Ave N',
  'Larpenteur Ave',
  'County Road B',
  'Shady Oak Rd',
  'Wayzata Blvd',
  'Vicksburg Ln',
  'Bass Lake Rd',
  'Old Shakopee Rd',
  'Valley View Rd',
  'Pilot Knob Rd',
  'Cliff Rd',
  'Radio Dr',
  'Stillwater Blvd',
  'Rice St',
  'White Bear Ave',
  'Hamline Ave',
  'Fairview Ave',
  'Cleveland Ave',
  'Maple St',
  'Oak Ridge Rd',
  'Birch Lake Dr',
  'Linden Hills Blvd',
  'Pleasant Ave',
  'Garfield Ave',
  'Dupont Ave S',
  'Humboldt Ave S',
  'Colfax Ave S',
  'Zenith Ave S',
];

const AREA_CODES = ['612', '651', '763', '952'] as const;

/** A Twin Cities phone number as its 10 digits (area code, then an exchange not starting 0 or 1). */
export const twinCitiesPhone = (random: SeedRandom): string =>
  `${random.pick(AREA_CODES)}${random.int(2, 9)}${random.digits(2)}${String(random.int(0, 9999)).padStart(4, '0')}`;

export interface StreetAddress {
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
}

export function twinCitiesAddress(random: SeedRandom): StreetAddress {
  const place = random.pick(TWIN_CITIES_ZIPS);
  return {
    street1: `${random.int(100, 9899)} ${random.pick(STREETS)}`,
    street2: random.chance(0.12) ? `${random.pick(['Apt', 'Unit', 'Suite'])} ${random.int(1, 450)}` : null,
    city: place.city,
    state: 'MN',
    zip: place.zip,
  };
}
