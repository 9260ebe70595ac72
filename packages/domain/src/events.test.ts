import { describe, expect, it } from 'vitest';
import {
  canActivateEvent,
  canDeleteEvent,
  canToggleSku,
  EVENT_LOOKUP_RETRIES,
  EVENT_LOOKUP_RETRY_DELAY_MS,
  EVENT_PRICE_SCHEDULE_ID,
  EVENT_TYPE_CATEGORIES,
  eventBasicInfoSchema,
  eventCreateSchema,
  eventDatesSchema,
  eventSkuPricingSchema,
  eventSkuWebSchema,
  eventTypeChoices,
  eventVisibilitySchema,
  lastEventDate,
  eventInventorySchema,
  isEventActive,
  newEventId,
  newEventProduct,
  skuVisibilityPatch,
} from './events.ts';

describe('new event IDs (spec 3 §4)', () => {
  it('start with FEV and follow the highest in use, six digits wide', () => {
    expect(newEventId(null)).toBe('FEV000001');
    expect(newEventId('FEV000042')).toBe('FEV000043');
    expect(newEventId('FEV000999')).toBe('FEV001000');
  });
  it('start the sequence again from an ID that is not FEV-numbered', () => {
    expect(newEventId('WORKSHOP12')).toBe('FEV000001');
  });
  it('use the FreeEvent price schedule and start inactive and hidden', () => {
    expect(EVENT_PRICE_SCHEDULE_ID).toBe('FreeEvent');
    const slot = { Date: '2026-04-04', Start: '10:00', End: '11:00' };
    expect(newEventProduct('FEV000043', { Name: 'Orchid Care', EventDateTimes: [slot] })).toEqual({
      ID: 'FEV000043',
      Name: 'Orchid Care',
      Active: false,
      DefaultPriceScheduleID: 'FreeEvent',
      xp: { ProductCode: 'FEV000043', Visible: false, EventDateTimes: [slot] },
    });
  });
});

describe('event types', () => {
  it('are the ticketed and free event categories', () => {
    expect(EVENT_TYPE_CATEGORIES).toEqual({
      ticketed: 'WorkshopsEvents_TicktedEvents',
      free: 'WorkshopsEvents_FreeEvents',
    });
  });
});

const event = (Active: boolean, Visible: boolean, IsWorkShopEvent = false) => ({
  Active,
  xp: { Visible, IsWorkShopEvent },
});

describe('event is active (spec 3 §4)', () => {
  it('only when Active and Visible are both true', () => {
    expect(isEventActive(event(true, true))).toBe(true);
    expect(isEventActive(event(true, false))).toBe(false);
    expect(isEventActive(event(false, true))).toBe(false);
  });
});

describe('activating an event', () => {
  it('needs both a Type and a location', () => {
    const type = EVENT_TYPE_CATEGORIES.free;
    expect(
      canActivateEvent({ xp: { Type: type, LocationID: 'Store-BachmansOnLyndale-6010-6128617600' } }),
    ).toBe(true);
    expect(canActivateEvent({ xp: { Type: null, LocationID: 'Store-X' } })).toBe(false);
    expect(canActivateEvent({ xp: { Type: type, LocationID: null } })).toBe(false);
    expect(canActivateEvent({ xp: { Type: '', LocationID: '' } })).toBe(false);
  });
});

describe('deleting an event', () => {
  it('is offered only when not a workshop, not active and not visible', () => {
    expect(canDeleteEvent(event(false, false))).toBe(true);
    expect(canDeleteEvent(event(false, false, true))).toBe(false);
    expect(canDeleteEvent(event(true, false))).toBe(false);
    expect(canDeleteEvent(event(false, true))).toBe(false);
  });
});

describe('SKU toggles', () => {
  it('switch Active and Visible together', () => {
    expect(skuVisibilityPatch(true)).toEqual({ Active: true, xp: { Visible: true } });
    expect(skuVisibilityPatch(false)).toEqual({ Active: false, xp: { Visible: false } });
  });
  it('are disabled for the default SKU', () => {
    expect(canToggleSku({ xp: { IsDefaultProduct: true } })).toBe(false);
    expect(canToggleSku({ xp: { IsDefaultProduct: false } })).toBe(true);
  });
});

describe('event creation (spec 3 §5)', () => {
  it('needs a name and at least one slot', () => {
    const slot = { Date: '2026-04-01', Start: '08:00', End: '09:30' };
    expect(eventCreateSchema.safeParse({ Name: 'Spring Planters', EventDateTimes: [slot] }).success).toBe(
      true,
    );
    const messages = eventCreateSchema
      .safeParse({ Name: ' ', EventDateTimes: [] })
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Name is required.', 'Generate at least one slot.']);
  });
  it('lets a slot end at midnight', () => {
    const slot = { Date: '2026-04-01', Start: '22:00', End: '24:00' };
    expect(eventCreateSchema.safeParse({ Name: 'Night Garden', EventDateTimes: [slot] }).success).toBe(true);
  });
});

describe('basic info (spec 3 §5)', () => {
  it('requires Name, Date Display, Type, SEO Title and SEO Description', () => {
    const messages = eventBasicInfoSchema
      .safeParse({ Name: '', xp: { DateDisplay: '', Type: '', SEO: { Title: '', Description: '' } } })
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'Name is required.',
      'Date Display is required.',
      'Type is required.',
      'SEO Title is required.',
      'SEO Description is required.',
    ]);
  });
  it('accepts a filled form', () => {
    const info = {
      Name: 'Terrarium Workshop',
      xp: {
        DateDisplay: 'Saturdays in April',
        Type: EVENT_TYPE_CATEGORIES.ticketed,
        SEO: { Title: 'Terrarium Workshop', Description: 'Build your own terrarium.' },
      },
    };
    expect(eventBasicInfoSchema.safeParse(info).success).toBe(true);
  });
});

describe('slot inventory', () => {
  it('is a whole number of 0 or more', () => {
    expect(eventInventorySchema.safeParse(0).success).toBe(true);
    expect(eventInventorySchema.safeParse(12).success).toBe(true);
    expect(eventInventorySchema.safeParse(-1).success).toBe(false);
    expect(eventInventorySchema.safeParse(1.5).success).toBe(false);
    expect(eventInventorySchema.safeParse('3').success).toBe(false);
  });
});

describe('event page lookup', () => {
  it('is retried once after 6 seconds', () => {
    expect([EVENT_LOOKUP_RETRIES, EVENT_LOOKUP_RETRY_DELAY_MS]).toEqual([1, 6000]);
  });
});

describe('type choices (C-17)', () => {
  const categories = [
    { ID: EVENT_TYPE_CATEGORIES.ticketed, Name: 'Ticketed Events', ParentID: 'WorkshopsEvents' },
    { ID: EVENT_TYPE_CATEGORIES.free, Name: 'Free Events', ParentID: 'WorkshopsEvents' },
    { ID: 'WorkshopsEvents_TicktedEvents_Floral', Name: 'Floral', ParentID: EVENT_TYPE_CATEGORIES.ticketed },
    { ID: 'WorkshopsEvents_TicktedEvents_Garden', Name: 'Garden', ParentID: EVENT_TYPE_CATEGORIES.ticketed },
  ];
  it('are the children of the ticketed parent for a ticketed event', () => {
    expect(eventTypeChoices(true, categories).map((c) => c.ID)).toEqual([
      'WorkshopsEvents_TicktedEvents_Floral',
      'WorkshopsEvents_TicktedEvents_Garden',
    ]);
  });
  it('are the parent itself when it has no children', () => {
    expect(eventTypeChoices(false, categories).map((c) => c.ID)).toEqual([EVENT_TYPE_CATEGORIES.free]);
  });
  it('accept any category ID in Basic Info (the server checks it)', () => {
    const body = {
      Name: 'Open House',
      xp: {
        DateDisplay: 'May 1',
        Type: 'WorkshopsEvents_FreeEvents_OpenHouses',
        SEO: { Title: 'T', Description: 'D' },
      },
    };
    expect(eventBasicInfoSchema.safeParse(body).success).toBe(true);
  });
});

describe('event section bodies (spec 3 §5)', () => {
  it('refuse an end date before the launch date', () => {
    const result = eventVisibilitySchema.safeParse({
      Active: false,
      OmsVisible: false,
      ReleaseDate1: '2026-05-02',
      ReleaseDate2: '2026-05-01',
    });
    expect(result.error?.issues[0]?.message).toBe('End date cannot be before start date.');
  });
  it('refuse a sale price above the retail price', () => {
    const result = eventSkuPricingSchema.safeParse({ RetailPrice: 10, PromotionPrice: 12 });
    expect(result.error?.issues[0]?.message).toBe('Sale price cannot be greater than retail price.');
    expect(eventSkuPricingSchema.safeParse({ RetailPrice: 10, PromotionPrice: 10 }).success).toBe(true);
  });
  it('require meta title and description only for a visible slot', () => {
    const body = { WebFacingProductTitle: 'Wreath', MetaTitle: '', MetaDescription: '' };
    expect(eventSkuWebSchema(false).safeParse(body).success).toBe(true);
    expect(
      eventSkuWebSchema(true)
        .safeParse(body)
        .error?.issues.map((i) => i.message),
    ).toEqual(['Meta title is required.', 'Meta description is required.']);
    expect(eventSkuWebSchema(false).safeParse({ ...body, WebFacingProductTitle: ' ' }).success).toBe(false);
  });
  it('keep dates whose end follows the start, midnight allowed', () => {
    const slot = (Start: string, End: string) => ({ EventDateTimes: [{ Date: '2026-05-01', Start, End }] });
    expect(eventDatesSchema.safeParse(slot('10:00', '11:00')).success).toBe(true);
    expect(eventDatesSchema.safeParse(slot('23:00', '24:00')).success).toBe(true);
    expect(eventDatesSchema.safeParse(slot('11:00', '10:00')).success).toBe(false);
    expect(eventDatesSchema.safeParse({ EventDateTimes: [] }).success).toBe(false);
  });
  it('read the last event date', () => {
    expect(lastEventDate([{ Date: '2026-05-03' }, { Date: '2026-05-01' }])).toBe('2026-05-03');
    expect(lastEventDate([])).toBeNull();
  });
});
