import {
  newHoursSchedule,
  STORE_SERVICES,
  storeIdFor,
  type HoursSchedule,
  type StoreDay,
  type StoreHoliday,
} from '@commerce/domain';
import { stores } from '../../db/schema/index.ts';
import { zipTableGeocoder } from '../../integrations/geocoding.ts';
import { insertRows } from '../insert.ts';
import type { DbOrTx } from '../../db/client.ts';
import { kebab, type DemoContext } from './context.ts';

interface StoreSeed {
  name: string;
  street1: string;
  city: string;
  zip: string;
  phone: string;
  type: 'Flagship' | 'Kiosk' | 'Custom';
  active: boolean;
  eagle?: [string, string];
  lat: number;
  lng: number;
}

const STORES: readonly StoreSeed[] = [
  {
    name: "Bachman's on Lyndale",
    street1: '6010 Lyndale Ave S',
    city: 'Minneapolis',
    zip: '55419',
    phone: '6128617600',
    type: 'Flagship',
    active: true,
    eagle: ['2', '02'],
    lat: 44.8925,
    lng: -93.2887,
  },
  {
    name: "Bachman's Eden Prairie",
    street1: '770 Prairie Center Dr',
    city: 'Eden Prairie',
    zip: '55344',
    phone: '9529417700',
    type: 'Flagship',
    active: true,
    eagle: ['3', '03'],
    lat: 44.8577,
    lng: -93.4322,
  },
  {
    name: "Bachman's Apple Valley",
    street1: '7955 150th St W',
    city: 'Apple Valley',
    zip: '55124',
    phone: '9524311920',
    type: 'Flagship',
    active: true,
    eagle: ['4', '04'],
    lat: 44.7313,
    lng: -93.2178,
  },
  {
    name: "Bachman's Maple Grove",
    street1: '12900 Bass Lake Rd',
    city: 'Maple Grove',
    zip: '55311',
    phone: '7635594060',
    type: 'Flagship',
    active: true,
    eagle: ['5', '05'],
    lat: 45.0712,
    lng: -93.4558,
  },
  {
    name: "Bachman's Roseville",
    street1: '2600 W County Road B',
    city: 'Roseville',
    zip: '55113',
    phone: '6516332800',
    type: 'Flagship',
    active: true,
    eagle: ['6', '06'],
    lat: 45.0061,
    lng: -93.1566,
  },
  {
    name: "Bachman's Woodbury",
    street1: '8057 Hudson Rd',
    city: 'Woodbury',
    zip: '55125',
    phone: '6517387151',
    type: 'Flagship',
    active: true,
    eagle: ['7', '07'],
    lat: 44.9469,
    lng: -92.9316,
  },
  {
    name: "Bachman's Plymouth",
    street1: '10050 6th Ave N',
    city: 'Plymouth',
    zip: '55441',
    phone: '7635413580',
    type: 'Flagship',
    active: false,
    lat: 44.9841,
    lng: -93.4134,
  },
  {
    name: "Bachman's at Southdale Center",
    street1: '10 Southdale Center',
    city: 'Edina',
    zip: '55435',
    phone: '9529252244',
    type: 'Kiosk',
    active: true,
    lat: 44.8805,
    lng: -93.3256,
  },
  {
    name: "Bachman's at Rosedale Center",
    street1: '1595 County Road B2 W',
    city: 'Roseville',
    zip: '55113',
    phone: '6516363811',
    type: 'Kiosk',
    active: true,
    lat: 45.0138,
    lng: -93.1713,
  },
  {
    name: "Bachman's at Ridgedale Center",
    street1: '12401 Wayzata Blvd',
    city: 'Minnetonka',
    zip: '55305',
    phone: '9525412273',
    type: 'Kiosk',
    active: true,
    lat: 44.9671,
    lng: -93.4401,
  },
  {
    name: "Bachman's at Union Depot",
    street1: '214 4th St E',
    city: 'Saint Paul',
    zip: '55101',
    phone: '6512242095',
    type: 'Kiosk',
    active: true,
    lat: 44.9479,
    lng: -93.0862,
  },
  {
    name: "Bachman's at Mayo Square",
    street1: '420 Delaware St SE',
    city: 'Minneapolis',
    zip: '55414',
    phone: '6126267312',
    type: 'Kiosk',
    active: false,
    lat: 44.9726,
    lng: -93.2316,
  },
  {
    name: 'Lakeside Garden Pavilion',
    street1: '4135 W Lake Harriet Pkwy',
    city: 'Minneapolis',
    zip: '55410',
    phone: '6122300010',
    type: 'Custom',
    active: true,
    lat: 44.9225,
    lng: -93.3069,
  },
  {
    name: 'Heritage Barn Event Center',
    street1: '3675 Arboretum Dr',
    city: 'Chanhassen',
    zip: '55317',
    phone: '9524430020',
    type: 'Custom',
    active: true,
    lat: 44.8621,
    lng: -93.616,
  },
];

const ALL_DAYS: StoreDay[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function schedule(
  title: string,
  open: Partial<Record<StoreDay, [string, string] | 'Closed'>>,
  dates?: [string, string],
): HoursSchedule {
  const hours = newHoursSchedule();
  hours.Title = title;
  hours.StartDate = dates?.[0] ?? null;
  hours.EndDate = dates?.[1] ?? null;
  for (const day of ALL_DAYS) {
    const value = open[day];
    if (value === 'Closed') hours[day] = { Closed: true, StartTime: '', EndTime: '' };
    else if (value) hours[day] = { Closed: false, StartTime: value[0], EndTime: value[1] };
  }
  return hours;
}

const weekdays = (hours: [string, string]) =>
  Object.fromEntries(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((day) => [day, hours])) as Record<
    StoreDay,
    [string, string]
  >;

export interface DemoStore {
  id: string;
  name: string;
  type: StoreSeed['type'];
  active: boolean;
  street1: string;
  city: string;
  zip: string;
  phone: string;
  eagle2: string | null;
}

/** Flagship garden centres, mall and depot kiosks, and two custom event locations. */
export async function seedStores(
  db: DbOrTx,
  context: DemoContext,
  contentBlockIds: readonly string[],
): Promise<DemoStore[]> {
  const random = context.random('stores');
  const year = context.anchor.getUTCFullYear();
  const rows: (typeof stores.$inferInsert)[] = [];
  const result: DemoStore[] = [];
  const geocoder = zipTableGeocoder();
  for (const [index, store] of STORES.entries()) {
    const id = storeIdFor(store.name, store.street1, store.phone);
    const flagship = store.type === 'Flagship';
    const kiosk = store.type === 'Kiosk';
    const image = context.image({
      id: `store-${kebab(store.name)}`,
      title: store.name,
      description: 'store-img',
      hue: 100 + index * 17,
      caption: store.name,
      width: 640,
      height: 360,
      createdAt: random.daysAgo(random.int(400, 1500)),
    });
    const regular = kiosk
      ? schedule('Mall Hours', {
          ...weekdays(['10:00', '21:00']),
          Sat: ['10:00', '21:00'],
          Sun: ['11:00', '18:00'],
        })
      : schedule('Regular Hours', {
          ...weekdays(['09:00', '20:00']),
          Sat: ['09:00', '18:00'],
          Sun: ['10:00', '17:00'],
        });
    const workingHours = [regular];
    if (flagship) {
      workingHours.push(
        schedule(
          'Spring Hours',
          { ...weekdays(['08:00', '21:00']), Sat: ['08:00', '20:00'], Sun: ['09:00', '18:00'] },
          [`${year}-04-01`, `${year}-06-30`],
        ),
        schedule(
          'Winter Hours',
          { ...weekdays(['10:00', '18:00']), Sat: ['10:00', '17:00'], Sun: 'Closed' },
          [`${year}-01-02`, `${year}-03-15`],
        ),
      );
    }
    const holidays: StoreHoliday[] = [
      { Day: "New Year's Day", Time: 'Closed' },
      { Day: 'Easter Sunday', Time: kiosk ? 'Closed' : '10:00 AM - 4:00 PM' },
      { Day: "Mother's Day", Time: '8:00 AM - 6:00 PM' },
      { Day: 'Thanksgiving Day', Time: 'Closed' },
      { Day: 'Christmas Eve', Time: '9:00 AM - 3:00 PM' },
      { Day: 'Christmas Day', Time: 'Closed' },
    ];
    const services = flagship
      ? random.sample(STORE_SERVICES, random.int(5, 8))
      : ['Floral Design', 'Curbside Pickup'].slice(0, kiosk ? 1 : 0);
    const placed = await geocoder.geocode({
      Street1: store.street1,
      City: store.city,
      State: 'MN',
      Zip: store.zip,
    });
    rows.push({
      id,
      companyName: store.name,
      street1: store.street1,
      street2: null,
      city: store.city,
      state: 'MN',
      zip: store.zip,
      phone: store.phone,
      storeType: store.type === 'Custom' ? null : store.type,
      active: store.active,
      customLocation: store.type === 'Custom',
      dateCreated: random.daysAgo(random.int(900, 3000)),
      xp: {
        WillCall: flagship && store.eagle !== undefined,
        StoreID_1digit: store.eagle?.[0] ?? null,
        StoreID_2digit: store.eagle?.[1] ?? null,
        Image: image.id,
        ImageUrl: image.url,
        AboutUs: flagship
          ? `${store.name} is a full-service garden centre and floral shop serving ${store.city} and the surrounding communities, with a greenhouse, gift shop and design studio.`
          : kiosk
            ? `A floral kiosk with fresh bouquets, plants and gifts to take home, steps from the shops of ${store.city}.`
            : null,
        seo: {
          MetaTitle: `${store.name} | Flowers, Plants & Garden Centre`,
          MetaDescription: `Visit ${store.name} at ${store.street1}, ${store.city}, MN for fresh flowers, plants, gifts and garden supplies.`,
        },
        ServiceOffered: services,
        WorkingHrs: store.type === 'Custom' ? [] : workingHours,
        Holidays: store.type === 'Custom' ? [] : holidays,
        Content:
          flagship && contentBlockIds.length > 0
            ? { type: 'complex', value: random.sample(contentBlockIds, 2) }
            : null,
        PlaceID: placed.status === 'OK' ? placed.placeId : null,
        Location: { lat: store.lat, lng: store.lng },
        PageName: kebab(store.name),
        Country: 'US',
        IsShipping: store.type !== 'Custom',
        // The web and HQ store (C-16): Eagle code 02, the default print location; its name, address and
        // phone are locked on the store page.
        ...(store.eagle?.[1] === '02' ? { BuiltIn: true } : {}),
      },
    });
    result.push({
      id,
      name: store.name,
      type: store.type,
      active: store.active,
      street1: store.street1,
      city: store.city,
      zip: store.zip,
      phone: store.phone,
      eagle2: store.eagle?.[1] ?? null,
    });
  }
  await insertRows(db, stores, rows);
  return result;
}
