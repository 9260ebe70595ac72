import { destinationIdFor, routeCodeIdFor, type DestinationType } from '@commerce/domain';
import type { DbOrTx } from '../../db/client.ts';
import { destinations, routeCodes } from '../../db/schema/index.ts';
import { insertRows } from '../insert.ts';
import { TWIN_CITIES_ZIPS, twinCitiesPhone } from '../places.ts';
import type { DemoContext } from './context.ts';

const PLACES: Record<DestinationType, readonly string[]> = {
  Cemetery: [
    'Minnehaha Hills Cemetery',
    'Cedar Ridge Memorial Gardens',
    'Oak Grove Cemetery',
    'Riverside Lutheran Cemetery',
    'St. Anne Catholic Cemetery',
    'Prairie Rest Memorial Park',
    'Sunset Hill Cemetery',
    'Elmwood Pioneer Cemetery',
  ],
  Church: [
    'Grace Lutheran Church',
    'St. Brigid Catholic Church',
    'First Covenant Church',
    'Lake Harriet Community Church',
    'Hope Presbyterian Church',
    'St. Olaf Lutheran Church',
    'Mount Zion Baptist Church',
    'Holy Trinity Episcopal Church',
    'Church of the Good Shepherd',
    'Cornerstone United Methodist Church',
  ],
  FuneralHome: [
    'Lakeview Funeral Chapel',
    'Harrington & Sons Funeral Home',
    'Washburn-Miller Funeral Home',
    'Evergreen Cremation & Funeral Services',
    'Northfield Family Funeral Home',
    'Crystal Lake Funeral Chapel',
    'Gustafson-Berg Funeral Home',
    'Mississippi River Memorial Chapel',
  ],
  Hospitals: [
    'Riverside Medical Center',
    'Lake Phalen Regional Hospital',
    'Metro Children’s Hospital',
    'Southdale Methodist Hospital',
    'North Memorial Medical Center',
    'Fairview Heights Hospital',
    'St. Croix Valley Hospital',
    'Twin Lakes Rehabilitation Center',
  ],
};

export interface DemoDestination {
  id: string;
  type: DestinationType;
  name: string;
  street1: string;
  city: string;
  state: string;
  zip: string;
}

/** Cemeteries, churches, funeral homes and hospitals, and a route code for every demo ZIP. */
export async function seedDestinations(db: DbOrTx, context: DemoContext): Promise<DemoDestination[]> {
  const random = context.random('destinations');
  const rows: (typeof destinations.$inferInsert)[] = [];
  const result: DemoDestination[] = [];
  for (const [type, names] of Object.entries(PLACES) as [DestinationType, readonly string[]][]) {
    for (const name of names) {
      const place = random.pick(TWIN_CITIES_ZIPS);
      const street1 = `${random.int(100, 9800)} ${random.pick(['Cedar Ave S', 'Hennepin Ave', 'Snelling Ave', 'France Ave S', 'Lexington Ave N', 'Robert St', 'Highway 7', 'Lake St', 'Minnehaha Ave'])}`;
      const phone = twinCitiesPhone(random);
      const id = destinationIdFor(type, name, street1, phone);
      rows.push({
        id,
        type,
        companyName: name,
        addressName:
          type === 'Hospitals' ? random.pick(['Main Entrance', 'Gift Shop', 'Patient Services']) : null,
        street1,
        street2: type === 'Hospitals' && random.chance(0.5) ? `Suite ${random.int(100, 400)}` : null,
        city: place.city,
        state: 'MN',
        zip: place.zip,
        phone,
        surcharge: random.weighted([
          ['0.00', 70],
          ['5.00', 20],
          ['10.00', 10],
        ] as const),
        active: random.chance(0.9),
        dateCreated: random.daysAgo(random.int(30, 2500)),
      });
      result.push({ id, type, name, street1, city: place.city, state: 'MN', zip: place.zip });
    }
  }
  await insertRows(db, destinations, rows);
  await insertRows(
    db,
    routeCodes,
    TWIN_CITIES_ZIPS.map((place) => ({
      id: routeCodeIdFor(place.zip, place.city),
      zip: place.zip,
      city: place.city,
      routeCode: place.route,
      surcharge: place.surcharge,
      dateCreated: random.daysAgo(random.int(100, 2500)),
    })),
  );
  return result;
}
