import {
  CATALOGS,
  EVENT_ID_DIGITS,
  EVENT_ID_PREFIX,
  EVENT_PRICE_SCHEDULE_ID,
  EVENT_TYPE_CATEGORIES,
  splitDescription,
  storedCalendarDate,
  type EventDateTime,
} from '@commerce/domain';
import type { DbOrTx } from '../../db/client.ts';
import { categoryProductAssignments, priceSchedules, products } from '../../db/schema/index.ts';
import { insertRows } from '../insert.ts';
import { addDays, isoDay } from '../random.ts';
import type { DemoContext } from './context.ts';
import type { DemoStore } from './stores.ts';
import { EVENT_TYPE_CHILDREN } from './taxonomy.ts';

const WORKSHOPS = [
  'Succulent Terrarium Workshop',
  'Holiday Wreath Making',
  'Spring Container Gardening',
  'Orchid Care 101',
  'Floral Design: Tablescapes',
  'Kokedama Workshop',
  'Fairy Garden Building',
  'Pumpkin Centerpiece Workshop',
  'Bonsai Basics',
  'Wedding Bouquet Masterclass',
  'Macramé Plant Hanger',
  'Kids Pizza Garden',
];
const FREE_EVENTS = [
  'Spring Open House',
  'Tulip Festival',
  'Plant Swap',
  'Holiday Open House',
  'Rose Care Demonstration',
  'Pollinator Garden Talk',
  'Houseplant Clinic',
  'Pumpkin Patch Weekend',
  'Photos with Santa',
  'Fall Bulb Planting Demo',
  'Garden Club Meeting',
  'Ask the Plant Doctor',
  'Poinsettia Greenhouse Tour',
  'Earth Day Celebration',
];
const TIMES = [
  ['10:00', '11:30', '10:00 AM - 11:30 AM'],
  ['13:00', '14:30', '1:00 PM - 2:30 PM'],
  ['18:00', '19:30', '6:00 PM - 7:30 PM'],
] as const;

export interface DemoEvent {
  code: string;
  name: string;
  ticketed: boolean;
  visible: boolean;
}

const dateDisplay = (dates: readonly string[]): string => {
  const format = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
  return dates.length === 1
    ? format(dates[0]!)
    : `${format(dates[0]!)} – ${format(dates[dates.length - 1]!)}`;
};

/** Ticketed workshops (a SKU per date and time) and free events (FEV…, with their dates and times). */
export async function seedEvents(
  db: DbOrTx,
  context: DemoContext,
  stores: readonly DemoStore[],
): Promise<DemoEvent[]> {
  const random = context.random('events');
  const anchor = context.anchor;
  const locations = stores.filter((store) => store.active && store.type !== 'Kiosk');
  const productRows: (typeof products.$inferInsert)[] = [];
  const scheduleRows: (typeof priceSchedules.$inferInsert)[] = [
    {
      id: EVENT_PRICE_SCHEDULE_ID,
      name: 'Free Event',
      applyTax: false,
      priceBreaks: [{ Quantity: 1, Price: 0 }],
      xp: { Price: { RetailPrice: 0, PromotionPrice: null } },
    },
  ];
  const assignmentRows: (typeof categoryProductAssignments.$inferInsert)[] = [];
  const result: DemoEvent[] = [];

  const eventXp = (
    name: string,
    type: string | null,
    location: DemoStore | null,
    dates: string[],
    imageIndex: number,
    long = false,
  ) => {
    const image = context.image({
      id: `event-${imageIndex}`,
      title: name,
      description: 'event-img',
      hue: (imageIndex * 53) % 360,
      caption: name,
      width: 800,
      height: 450,
      createdAt: random.daysAgo(random.int(10, 400)),
    });
    const text = long
      ? random.faker.lorem.paragraphs(16, '\n\n')
      : `<p>${random.faker.lorem.paragraph()}</p>`;
    const { Description, DescriptionOverflow } = splitDescription(text);
    return {
      description: Description,
      xp: {
        DateDisplay: dates.length > 0 ? dateDisplay(dates) : null,
        Type: type,
        SEO: {
          Title: `${name} | Bachman's Events`,
          Keywords: 'workshop, garden, floral',
          Description: `Join us for ${name} at Bachman's.`,
        },
        WebVisible: true,
        LocationID: location?.id ?? null,
        Location: location
          ? {
              ID: location.id,
              CompanyName: location.name,
              Street1: location.street1,
              City: location.city,
              State: 'MN',
              Zip: location.zip,
              Country: 'US',
            }
          : null,
        Room:
          location && random.chance(0.5)
            ? random.pick(['Design Studio', 'Greenhouse', 'Classroom A', 'Patio'])
            : null,
        Related: [] as string[],
        CancellationOrPolicies: 'Cancel up to 48 hours before the event for a full refund.',
        TicketInformation: type?.startsWith(EVENT_TYPE_CATEGORIES.ticketed)
          ? 'All materials included. Ages 12 and up.'
          : null,
        DescriptionOverflow,
        Contentful: { Images: [{ url: image.url, title: image.title }] },
      },
    };
  };

  for (const [index, name] of WORKSHOPS.entries()) {
    const code = `WS${String(2401 + index * 3)}`;
    const location = random.pick(locations);
    const first = random.int(-60, 110);
    const slots = Array.from({ length: random.int(2, 5) }, (_, slot) => {
      const date = isoDay(addDays(anchor, first + slot * random.int(3, 10)));
      const time = random.pick(TIMES);
      return { date, time };
    });
    const active = random.chance(0.8);
    const visible = active && random.chance(0.9);
    const type = EVENT_TYPE_CHILDREN.ticketed[index % EVENT_TYPE_CHILDREN.ticketed.length]!.id;
    const { description, xp } = eventXp(
      name,
      type,
      location,
      slots.map((slot) => slot.date),
      index,
      index === 0,
    );
    const price = random.pick([35, 45, 55, 65, 85]).toFixed(2);
    for (const [slotIndex, slot] of slots.entries()) {
      const id = slotIndex === 0 ? code : `${code}-${slotIndex + 1}`;
      const isDefault = slotIndex === 0;
      const slotOn = isDefault ? active : active && random.chance(0.85);
      productRows.push({
        id,
        name: isDefault ? name : `${name} ${slot.date} ${slot.time[2]}`,
        active: slotOn,
        productCode: code,
        isDefaultProduct: isDefault,
        webName: name,
        description: isDefault ? description : null,
        visible: isDefault ? visible : slotOn && visible,
        omsVisible: true,
        department: 'Workshops',
        class: 'Ticketed Events',
        fineline: 'Workshops',
        retailPrice: price,
        quantityAvailable: random.int(0, 24),
        isWorkshop: true,
        isWorkshopEvent: true,
        defaultPriceScheduleId: id,
        releaseDate1: isDefault ? new Date(storedCalendarDate(isoDay(addDays(anchor, first - 45)))) : null,
        releaseDate2: isDefault ? new Date(storedCalendarDate(slots[slots.length - 1]!.date)) : null,
        dateCreated: random.daysAgo(random.int(Math.max(0, -first) + 50, Math.max(0, -first) + 200)),
        xp: {
          ...(isDefault ? xp : {}),
          SpecsOptions: { Size: slot.time[2], Color: slot.date },
        },
      });
      scheduleRows.push({
        id,
        name,
        applyTax: true,
        priceBreaks: [{ Quantity: 1, Price: Number(price) }],
        xp: { Price: { RetailPrice: Number(price), PromotionPrice: null } },
      });
      assignmentRows.push({
        catalogId: CATALOGS.Bachmans,
        categoryId: type,
        productId: id,
        listOrder: null,
      });
    }
    result.push({ code, name, ticketed: true, visible });
  }

  for (const [index, name] of FREE_EVENTS.entries()) {
    const code = `${EVENT_ID_PREFIX}${String(index + 1).padStart(EVENT_ID_DIGITS, '0')}`;
    // The last two are new drafts: no type or location yet, so they cannot be activated.
    const draft = index >= FREE_EVENTS.length - 2;
    const location = draft ? null : random.pick(locations);
    const first = random.int(-90, 150);
    const times: EventDateTime[] = Array.from({ length: random.int(1, 4) }, (_, day) => ({
      Date: isoDay(addDays(anchor, first + day * 7)),
      Start: random.pick(['09:00', '10:00', '12:00', '17:00']),
      End: random.pick(['15:00', '16:00', '19:00', '24:00']),
    }));
    const active = !draft && random.chance(0.8);
    const visible = active && random.chance(0.9);
    const type = draft ? null : EVENT_TYPE_CHILDREN.free[index % EVENT_TYPE_CHILDREN.free.length]!.id;
    const { description, xp } = eventXp(
      name,
      type,
      location,
      times.map((time) => time.Date),
      100 + index,
    );
    productRows.push({
      id: code,
      name,
      active,
      productCode: code,
      isDefaultProduct: true,
      webName: name,
      description,
      visible,
      omsVisible: !draft,
      department: 'Workshops',
      class: 'Free Events',
      fineline: 'Events',
      isWorkshop: true,
      isWorkshopEvent: false,
      defaultPriceScheduleId: EVENT_PRICE_SCHEDULE_ID,
      infiniteInventory: true,
      releaseDate1: draft ? null : new Date(storedCalendarDate(isoDay(addDays(anchor, first - 30)))),
      releaseDate2: new Date(storedCalendarDate(times[times.length - 1]!.Date)),
      dateCreated: random.daysAgo(Math.max(1, -first) + random.int(10, 60)),
      xp: { ...xp, EventDateTimes: times, SpecsOptions: { Size: null }, CodeB3: '9' },
    });
    if (type)
      assignmentRows.push({
        catalogId: CATALOGS.Bachmans,
        categoryId: type,
        productId: code,
        listOrder: null,
      });
    result.push({ code, name, ticketed: false, visible });
  }

  // Related events: a few codes of the same kind.
  for (const row of productRows.filter((candidate) => candidate.isDefaultProduct)) {
    if (!random.chance(0.4)) continue;
    const others = result.filter((event) => event.code !== row.productCode).map((event) => event.code);
    (row.xp as { Related?: string[] }).Related = random.sample(others, random.int(1, 3));
  }
  await insertRows(db, products, productRows);
  await insertRows(db, priceSchedules, scheduleRows);
  await insertRows(db, categoryProductAssignments, assignmentRows);
  return result;
}
