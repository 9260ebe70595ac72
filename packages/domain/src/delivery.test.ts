import { describe, expect, it } from 'vitest';
import { sampleBuyerXp, sampleDeliverySlot } from './buyer-xp-sample.ts';
import { buyerXpSchema } from './buyer-xp.ts';
import { storeDateOf } from './calendar.ts';
import {
  addMonths,
  DELIVERY_FIELD_PANELS,
  DELIVERY_TEXTS,
  deliveryCalendarMonth,
  deliveryDateFormValues,
  deliveryFieldText,
  deliveryPanelFormSchema,
  deliveryPanelSectionSchema,
  deliveryPanelSectionValue,
  deliveryPanelValues,
  defaultTimeSlotsFormValues,
  defaultTimeSlotsSectionValue,
  monthKey,
  monthWeeks,
  parseMonthKey,
  pastDeliveryDateChanges,
  sameValue,
  slotStartMinutes,
} from './delivery.ts';
import {
  applySettingsSection,
  deliveryDatesSection,
  deliveryPanelSections,
  deliveryTimeSlotsSection,
  findSettingsSection,
  sectionAuditFields,
  sectionValue,
} from './settings-sections.ts';

const stored = () => buyerXpSchema.parse(sampleBuyerXp()) as Record<string, unknown>;
const panel = (section: string) => DELIVERY_FIELD_PANELS.find((candidate) => candidate.section === section)!;

describe('delivery settings panels (B.6)', () => {
  it('are each their own section, read with delivery-reader and saved with their own key', () => {
    expect(
      deliveryPanelSections.map((section) => [section.id, section.label, section.writeKeys.join()]),
    ).toEqual([
      ['delivery-same-next-day', 'Same/Next Day', 'delivery-same-day'],
      ['delivery-local-fees', 'Local Delivery', 'delivery-fees'],
      ['delivery-ups', 'UPS', 'delivery-fees'],
      ['delivery-courier', 'Courier', 'delivery-fees'],
      ['delivery-curbside', 'Curbside', 'delivery-fees'],
      ['delivery-wired', 'Wired', 'delivery-fees'],
    ]);
    for (const section of deliveryPanelSections) expect(section.readKeys).toEqual(['delivery-reader']);
    expect(findSettingsSection('buyerxp', 'delivery-time-slots')?.writeKeys).toEqual(['delivery-slots']);
    expect(findSettingsSection('buyerxp', 'delivery-dates')?.writeKeys).toEqual(['delivery-dates']);
    expect(findSettingsSection('buyerxp', 'holiday-delivery-fees')?.writeKeys).toEqual(['delivery-fees']);
    expect(findSettingsSection('buyerxp', 'date-specific-delivery-fees')?.writeKeys).toEqual([
      'delivery-dates',
    ]);
  });

  it('turn a section value into flat form values and back', () => {
    const document = stored();
    const local = panel('delivery-local-fees');
    const section = deliveryPanelSections[1]!;
    const values = deliveryPanelValues(local, sectionValue(section, document));
    expect(values).toMatchObject({ StandardDeliveryFees: '14.99', ChurchFees: '5.00' });
    expect(deliveryPanelSectionValue(local, values)).toEqual(sectionValue(section, document));

    const ups = panel('delivery-ups');
    expect(deliveryPanelValues(ups, '12.00')).toEqual({ StandardUPSCharges: '12.00' });
    expect(deliveryPanelSectionValue(ups, { StandardUPSCharges: '13' })).toBe('13');
    expect(deliveryPanelValues(ups, null)).toEqual({ StandardUPSCharges: '' });
  });

  it('save fees as fixed 2-decimal strings and refuse a bad fee, time or unknown key', () => {
    const document = stored();
    const local = deliveryPanelSections[1]!;
    const value = deliveryPanelSectionValue(panel('delivery-local-fees'), {
      ...deliveryPanelValues(panel('delivery-local-fees'), sectionValue(local, document)),
      StandardDeliveryFees: '15.5',
    });
    const saved = applySettingsSection(local, document, value);
    expect(saved.success && (saved.document.Shippers as never)).toMatchObject({
      LocalDelivery: { StandardDeliveryFees: '15.50', SameDayDelivery: true },
      UPS: { StandardUPSCharges: '12.00' },
    });

    const sameDay = deliveryPanelSections[0]!;
    const bad = structuredClone(sectionValue(sameDay, document)) as {
      Shippers: { LocalDelivery: Record<string, unknown> };
    };
    bad.Shippers.LocalDelivery.NextDayAMDeliveryCutoff = '4:30 PM';
    expect(applySettingsSection(sameDay, document, bad)).toEqual({
      success: false,
      fields: { 'Shippers.LocalDelivery.NextDayAMDeliveryCutoff': 'Enter a time as hh:mm.' },
    });
    expect(applySettingsSection(deliveryPanelSections[2]!, document, '12.345')).toMatchObject({
      success: false,
    });
    expect(
      applySettingsSection(deliveryPanelSections[5]!, document, {
        wireOrder: { OutgoingOrders: { WiredServiceFees: '1', WiredDeliveryFees: '2', Extra: '3' } },
      }).success,
    ).toBe(false);
  });

  it('validate a panel form field by field, with the label in the message', () => {
    const form = deliveryPanelFormSchema(panel('delivery-wired'));
    expect(form.safeParse({ WiredServiceFees: '', WiredDeliveryFees: '2' }).error?.issues[0]?.message).toBe(
      'Wired Service Fees is required.',
    );
    expect(form.parse({ WiredServiceFees: '1', WiredDeliveryFees: '2.5' })).toEqual({
      WiredServiceFees: '1.00',
      WiredDeliveryFees: '2.50',
    });
  });

  it('show fees with $ and switches as On/Off', () => {
    expect(deliveryFieldText({ kind: 'fee' }, '5.00')).toBe('$5.00');
    expect(deliveryFieldText({ kind: 'switch' }, true)).toBe('On');
    expect(deliveryFieldText({ kind: 'time' }, '13:00')).toBe('13:00');
  });

  it('build the section schema of a one-field panel as the value itself', () => {
    expect(deliveryPanelSectionSchema(panel('delivery-courier')).parse('30')).toBe('30.00');
  });
});

describe('default time slots', () => {
  it('are listed in the order of the day, whatever order the stored map has', () => {
    expect(slotStartMinutes('8:00 AM - 12:00 PM')).toBe(480);
    expect(slotStartMinutes('12:00 PM - 5:00 PM')).toBe(720);
    expect(slotStartMinutes('5pm-8pm')).toBe(1020);
    expect(slotStartMinutes('12 a.m.')).toBe(0);
    expect(slotStartMinutes('All day')).toBeNull();
    const runs = [
      {
        Evening: { ...sampleDeliverySlot('Evening', true), TimeSlot: '5:00 PM - 8:00 PM' },
        Morning: { ...sampleDeliverySlot('Morning', true), TimeSlot: '8:00 AM - 12:00 PM' },
        Afternoon: { ...sampleDeliverySlot('Afternoon', true), TimeSlot: '12:00 PM - 5:00 PM' },
      },
    ];
    expect(defaultTimeSlotsFormValues(runs).slots.map((slot) => slot.key)).toEqual([
      'Morning',
      'Afternoon',
      'Evening',
    ]);
    const settings = { DeliveryRuns: runs, DeliveryDatesN: {} } as never;
    expect(deliveryDateFormValues(settings, '2026-06-01').slots.map((slot) => slot.Name)).toEqual([
      'Morning',
      'Afternoon',
      'Evening',
    ]);
  });

  it('edit the first DeliveryRuns entry, keeping the keys and any later entry', () => {
    const document = stored();
    const runs = [...(document.DeliveryRuns as unknown[]), { Spare: sampleDeliverySlot('Spare', false) }];
    const form = defaultTimeSlotsFormValues(runs);
    expect(form.slots.map((slot) => slot.key)).toEqual(['Morning', 'Afternoon', 'Evening']);
    const next = defaultTimeSlotsSectionValue(runs, {
      slots: form.slots.map((slot) => ({ ...slot, Surcharge: slot.key === 'Evening' ? '5.00' : '0.00' })),
    });
    expect(next).toHaveLength(2);
    expect((next[0] as Record<string, { Surcharge: string }>).Evening?.Surcharge).toBe('5.00');
    expect(next[1]).toBe(runs[1]);
    const saved = applySettingsSection(deliveryTimeSlotsSection, document, next);
    expect(saved.success).toBe(true);
  });

  it('refuse a slot without a name or time slot', () => {
    const document = stored();
    const form = defaultTimeSlotsFormValues(document.DeliveryRuns);
    const next = defaultTimeSlotsSectionValue(document.DeliveryRuns, {
      slots: form.slots.map((slot, index) => (index === 0 ? { ...slot, Name: ' ', TimeSlot: '' } : slot)),
    } as never);
    expect(applySettingsSection(deliveryTimeSlotsSection, document, next)).toEqual({
      success: false,
      fields: { '0.Morning.Name': 'Name is required.', '0.Morning.TimeSlot': 'Time Slot is required.' },
    });
  });
});

describe('the delivery-dates calendar (spec 3 §2)', () => {
  const settings = buyerXpSchema.parse(sampleBuyerXp());

  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthWeeks({ year: 2026, month: 5 });
    expect(weeks[0]).toEqual([null, null, null, null, null, '2026-05-01', '2026-05-02']);
    expect(weeks.at(-1)).toEqual(['2026-05-31', null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
    expect(monthWeeks({ year: 2026, month: 2 }).flat().filter(Boolean)).toHaveLength(28);
  });

  it('gives each day its status, slot count and whether it has slots of its own; past days disabled', () => {
    const month = deliveryCalendarMonth(settings, { year: 2026, month: 5 }, '2026-05-05');
    const cell = (date: string) =>
      month.weeks.flat().find((candidate) => candidate?.date === date) ?? undefined;
    expect(cell('2026-05-04')).toMatchObject({
      disabled: true,
      status: 'partial',
      enabled: 2,
      custom: false,
    });
    expect(cell('2026-05-05')).toMatchObject({ disabled: false });
    expect(cell('2026-05-10')).toMatchObject({ status: 'all-enabled', enabled: 3, slots: 3, custom: true });
    expect(month.counts).toEqual({ 'all-enabled': 1, partial: 30, 'all-disabled': 0, custom: 1 });
    expect(DELIVERY_TEXTS.statusLabels[cell('2026-05-10')!.status]).toBe('All slots enabled');
  });

  it("starts a date's form from its own slots, else the defaults", () => {
    expect(deliveryDateFormValues(settings, '2026-05-10').slots.map((slot) => slot.checkedRun)).toEqual([
      true,
      true,
      true,
    ]);
    expect(deliveryDateFormValues(settings, '2026-06-01').slots.map((slot) => slot.checkedRun)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('keeps past dates read-only: no add, change or removal before today', () => {
    const before = { '2026-05-01': [1], '2026-05-10': [2] };
    expect(pastDeliveryDateChanges(before, { ...before, '2026-05-20': [3] }, '2026-05-05')).toBeNull();
    expect(pastDeliveryDateChanges(before, { '2026-05-01': [1] }, '2026-05-05')).toBeNull();
    expect(pastDeliveryDateChanges(before, { '2026-05-10': [2] }, '2026-05-05')).toEqual({
      '2026-05-01': DELIVERY_TEXTS.pastDateReadOnly,
    });
    expect(pastDeliveryDateChanges(before, { ...before, '2026-04-30': [0] }, '2026-05-05')).toEqual({
      '2026-04-30': DELIVERY_TEXTS.pastDateReadOnly,
    });
    expect(pastDeliveryDateChanges(null, { '2026-05-05': [0] }, '2026-05-05')).toBeNull();
  });

  it('refuses the save of a past date through the section, with the date named', () => {
    const document = stored();
    const closed = [1, 2, 3].map(() => sampleDeliverySlot('Closed', false));
    const value = { ...(document.DeliveryDatesN as object), '2026-05-01': closed };
    expect(applySettingsSection(deliveryDatesSection, document, value, '2026-05-05')).toEqual({
      success: false,
      fields: { '2026-05-01': DELIVERY_TEXTS.pastDateReadOnly },
    });
    expect(applySettingsSection(deliveryDatesSection, document, value, '2026-04-01').success).toBe(true);
  });

  it('audits each changed date rather than the whole map', () => {
    const document = stored();
    expect(Object.keys(sectionAuditFields(deliveryDatesSection, document))).toEqual([
      'DeliveryDatesN.2026-05-10',
    ]);
    expect(Object.keys(sectionAuditFields(deliveryTimeSlotsSection, document))).toEqual(['DeliveryRuns']);
  });

  it('steps months', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(parseMonthKey('2026-03')).toEqual({ year: 2026, month: 3 });
    expect(parseMonthKey('2026-13')).toBeNull();
    expect(parseMonthKey('x')).toBeNull();
  });

  it("takes today as the store's date (America/Chicago)", () => {
    expect(storeDateOf(new Date('2026-03-02T05:30:00Z'))).toBe('2026-03-01');
    expect(storeDateOf(new Date('2026-03-02T06:30:00Z'))).toBe('2026-03-02');
  });

  it('compares JSON values whatever the order of their keys', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
  });
});
