import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from './audit.ts';
import { shortWordDiff, wordDiff } from './history-diff.ts';
import {
  formatHistoryValue,
  historyChange,
  historyChanges,
  historyFieldLabel,
  historyReferences,
  htmlToText,
  type HistoryChange,
} from './history.ts';

describe('History field labels', () => {
  it("uses the form's label where the name is not what staff read", () => {
    expect(historyFieldLabel('destination', 'Street1')).toBe('Address');
    expect(historyFieldLabel('destination', 'Street2')).toBe('Address Line 2');
    expect(historyFieldLabel('store', 'CompanyName')).toBe('Store Name');
    expect(historyFieldLabel('event', 'xp.LocationID')).toBe('Location');
    expect(historyFieldLabel('product', 'ReleaseDate1')).toBe('Launch Date');
  });

  it('else writes the name as words', () => {
    expect(historyFieldLabel('customer', 'xp.EagleCustomerNumber')).toBe('Eagle Customer Number');
    expect(historyFieldLabel('role', 'SecurityProfile.Roles')).toBe('Security Profile › Roles');
    expect(historyFieldLabel('customer', 'xp.PO')).toBe('PO');
    expect(historyFieldLabel('customer', 'ID')).toBe('ID');
    expect(historyFieldLabel('category', 'xp.seo.MetaTitle')).toBe('SEO › Meta Title');
    expect(historyFieldLabel('settings', 'deliveryFeeName')).toBe('Delivery Fee Name');
  });
});

describe('History values', () => {
  it('shows nothing as —, lists joined, objects by their labelled fields', () => {
    expect(formatHistoryValue('customer', 'x', null)).toBe('—');
    expect(formatHistoryValue('customer', 'x', '')).toBe('—');
    expect(formatHistoryValue('customer', 'x', [])).toBe('—');
    expect(formatHistoryValue('category', 'xp.Content', {})).toBe('—');
    expect(formatHistoryValue('customer', 'x', ['a', 'b'])).toBe('a, b');
    expect(formatHistoryValue('customer', 'xp.PO', { PORequired: true, PONumber: null })).toBe(
      'PO Required: Yes; PO Number: —',
    );
  });

  it('formats money, yes/no, status and phone numbers as the record page does', () => {
    expect(formatHistoryValue('destination', 'xp.Surcharge', 12.5)).toBe('$12.50');
    expect(formatHistoryValue('product', 'RetailPrice', '49.9')).toBe('$49.90');
    expect(formatHistoryValue('event', 'xp.Visible', false)).toBe('No');
    expect(formatHistoryValue('store', 'Active', true)).toBe('Active');
    expect(formatHistoryValue('destination', 'Phone', '6125550100')).toBe('(612) 555-0100');
  });

  it('shows date-only values as the day entered and instants on the store clock, never as ISO', () => {
    expect(formatHistoryValue('event', 'ReleaseDate1', '2030-06-01T00:00:00.000Z')).toBe('06/01/30');
    expect(formatHistoryValue('product', 'NonDeliveryDates', ['2026-12-24', '2026-12-25'])).toBe(
      '12/24/26, 12/25/26',
    );
    expect(formatHistoryValue('settings', 'HolidayDeliveryFees', [{ deliveryFeeDate: '2026-12-24' }])).toBe(
      'Delivery Fee Date: 12/24/26',
    );
    expect(formatHistoryValue('admin-user', 'xp.LastPasswordChange', '2026-03-14T19:05:00.000Z')).toBe(
      '03/14/26 2:05 pm',
    );
  });

  it('names another record instead of its ID, or shows the ID when the name is not known', () => {
    const names = { store: { 'Store-EP': "Bachman's Eden Prairie" } };
    expect(formatHistoryValue('event', 'xp.LocationID', 'Store-EP', names)).toBe("Bachman's Eden Prairie");
    expect(formatHistoryValue('event', 'xp.LocationID', 'Store-Gone', names)).toBe('Store-Gone');
  });

  it("names a product's default SKU, fees, related products and drawers, a user's roles and a customer's groups", () => {
    const names = {
      sku: { 'P1-2': 'Dozen Roses - Wrapped' },
      fee: { OMSASM1000: 'SF-OMS ASSEMBLY FEES $ 10.00' },
      product: { P2: 'Pink Peony Bouquet' },
      drawer: { CARDS: 'Greeting Cards' },
      role: { Customer_Service: 'Customer Service' },
      'customer-group': { Employees: "Bachman's Employees" },
      content: { 'entry-1': 'Plant Care' },
    };
    expect(formatHistoryValue('product', 'DefaultSku', 'P1-2', names)).toBe('Dozen Roses - Wrapped');
    expect(formatHistoryValue('product', 'Fees', ['OMSASM1000'], names)).toBe('SF-OMS ASSEMBLY FEES $ 10.00');
    expect(formatHistoryValue('product', 'Related', ['P2', 'P9'], names)).toBe('Pink Peony Bouquet, P9');
    expect(formatHistoryValue('product', 'ASE', ['CARDS'], names)).toBe('Greeting Cards');
    expect(formatHistoryValue('dcf-category', 'xp.ASE', ['CARDS'], names)).toBe('Greeting Cards');
    expect(formatHistoryValue('admin-user', 'Roles', ['Customer_Service'], names)).toBe('Customer Service');
    expect(formatHistoryValue('customer', 'Groups', ['Employees'], names)).toBe("Bachman's Employees");
    expect(formatHistoryValue('store', 'Content', ['entry-1'], names)).toBe('Plant Care');
    expect(
      formatHistoryValue('category', 'xp.Content', { banner: { inherit: false, value: ['entry-1'] } }, names),
    ).toBe('Banner: Inherit: No; Value: Plant Care');
  });

  it('shows an image or an article carried whole by its title', () => {
    const images = [
      { id: 'a1', title: 'Roses in a vase', url: '/assets/a1/roses.png' },
      { id: 'a2', title: 'Wrapped roses', url: '/assets/a2/wrapped.png' },
    ];
    expect(formatHistoryValue('product', 'Images', images)).toBe('Roses in a vase, Wrapped roses');
    expect(
      formatHistoryValue('category', 'xp.Articles', [{ id: 'x', title: 'Rose care', slug: 'rose-care' }]),
    ).toBe('Rose care');
  });

  it('shows HTML as its text', () => {
    expect(htmlToText('<p>Bring <strong>gloves</strong> &amp; a&nbsp;hat.</p><p>Parking&#33;</p>')).toBe(
      'Bring gloves & a hat. Parking!',
    );
    expect(formatHistoryValue('store', 'AboutUs', '<h2>About</h2><ul><li>Roses</li></ul>')).toBe(
      'About Roses',
    );
    expect(formatHistoryValue('customer', 'x', 'a < b and c > d')).toBe('a < b and c > d');
  });
});

describe('long text as a short word diff', () => {
  const long = (middle: string) =>
    `<p>${'Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt '.repeat(8)}${middle} ${'ut labore et dolore magna aliqua enim ad minim veniam quis nostrud '.repeat(8)}</p>`;

  it('keeps a short change whole', () => {
    expect(historyChange('destination', 'City', { before: 'Edina', after: 'Eagan' })).toEqual({
      field: 'City',
      label: 'City',
      kind: 'short',
      before: 'Edina',
      after: 'Eagan',
    });
  });

  it("shows the changed words of a long HTML description with a few words around them, the rest behind 'Show full'", () => {
    const change = historyChange('event', 'Description', {
      before: long('Bring your own gloves.'),
      after: long('Bring your own <em>pruners</em>.'),
    });
    expect(change.kind).toBe('long');
    if (change.kind !== 'long') return;
    expect(change.cut).toBe(true);
    expect(change.diff.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'gloves.' },
      { kind: 'added', text: 'pruners.' },
    ]);
    const shown = change.diff.map((part) => part.text).join(' ');
    expect(shown.split(' ').length).toBeLessThan(20);
    expect(shown).toContain('…');
    expect(change.after).not.toContain('<');
    expect(change.after.length).toBeGreaterThan(1000);
  });

  it('diffs words, not characters', () => {
    expect(wordDiff('the quick brown fox', 'the slow brown fox jumps')).toEqual([
      { kind: 'same', text: 'the' },
      { kind: 'removed', text: 'quick' },
      { kind: 'added', text: 'slow' },
      { kind: 'same', text: 'brown fox' },
      { kind: 'added', text: 'jumps' },
    ]);
  });

  it('keeps at most 30 words of a wholly rewritten text', () => {
    const words = (prefix: string) => Array.from({ length: 200 }, (_, i) => `${prefix}${i}`).join(' ');
    const { parts, cut } = shortWordDiff(words('a'), words('b'));
    expect(cut).toBe(true);
    expect(
      parts
        .map((part) => part.text)
        .join(' ')
        .split(' ').length,
    ).toBeLessThanOrEqual(31);
  });
});

describe("an entry's changes", () => {
  it('leave out a field that reads the same before and after', () => {
    const changes = historyChanges('event', {
      Changes: { 'xp.Related': { before: null, after: [] }, Name: { before: null, after: 'Bonsai' } },
    });
    expect(changes.map((change) => change.label)).toEqual(['Name']);
  });
});

describe('a change of fields kept together', () => {
  const read = (change: HistoryChange) =>
    change.kind === 'context'
      ? `${change.label}: ${change.value}`
      : `${change.label}: ${change.before} → ${change.after}`;

  it("reads a created category field by field by the form's labels, leaving out what no form shows", () => {
    const changes = historyChanges('category', {
      Changes: {
        ID: { before: null, after: 'Flowers_Roses_GardenRoses' },
        Name: { before: null, after: 'Garden Roses' },
        ChildCount: { before: null, after: 0 },
        'xp.seo': { before: null, after: { MetaTitle: 'Garden roses', MetaDescription: null } },
        'xp.Contentful': {
          before: null,
          after: {
            Promo: { Slot: { cascade: true, inherit: true }, Banner: { cascade: true, inherit: false } },
            Images: { List: { url: '/assets/a1/roses.png', title: 'Roses' }, Banner: null },
          },
        },
      },
    });
    expect(changes.map(read)).toEqual([
      'Category ID: — → Flowers_Roses_GardenRoses',
      'Name: — → Garden Roses',
      'SEO › Meta Title: — → Garden roses',
      'List Image: — → Roses',
    ]);
  });

  it("shows only the fields that changed, a content slot's by the slot's label", () => {
    const slot = (inherit: boolean, value: string[]) => ({ banner: { inherit, cascade: true, value } });
    const changes = historyChanges(
      'category',
      { Changes: { 'xp.Content': { before: slot(true, []), after: slot(false, ['entry-1']) } } },
      { content: { 'entry-1': 'Plant Care' } },
    );
    expect(changes.map(read)).toEqual([
      'Announcement Banner › Inherit: Yes → No',
      'Announcement Banner: — → Plant Care',
    ]);
  });

  it("names a delivery method's fields as the delivery dialog does", () => {
    const changes = historyChanges('dcf-category', {
      Changes: {
        'xp.Delivery': {
          before: { UPS: { enabled: true, leadDays: 3 }, Wired: { enabled: false, leadDays: 0 } },
          after: { UPS: { enabled: true, leadDays: 4 }, Wired: { enabled: true, leadDays: 0 } },
        },
      },
    });
    expect(changes.map(read)).toEqual([
      'Delivery › UPS › Lead Days: 3 → 4',
      'Delivery › Wired (TFE/FTD): No → Yes',
    ]);
  });
});

describe("a SKU section's save", () => {
  it('says which SKU it was about, though the SKU itself did not change', () => {
    const changes = historyChanges(
      'product',
      {
        // As the trail's JSON keeps them: keys in its own order, the SKU not first.
        Changes: {
          RetailPrice: { before: 40, after: 45 },
          SKU: { before: 'P1-1', after: 'P1-1' },
        },
      },
      { sku: { 'P1-1': 'Dozen Roses - Vase' } },
    );
    expect(changes).toEqual([
      { field: 'SKU', label: 'SKU', kind: 'context', value: 'Dozen Roses - Vase' },
      { field: 'RetailPrice', label: 'Retail Price', kind: 'short', before: '$40.00', after: '$45.00' },
    ]);
  });
});

describe('the IDs History looks up names for', () => {
  it("collects the referenced IDs of the page's entries by kind", () => {
    const entries: Pick<HistoryEntry, 'Changes'>[] = [
      {
        Changes: {
          'xp.LocationID': { before: 'Store-A', after: 'Store-B' },
          Name: { before: 'x', after: 'y' },
        },
      },
      {
        Changes: {
          'xp.Related': { before: ['WS1'], after: ['WS1', 'WS2'] },
          'xp.Type': { before: null, after: 'T' },
        },
      },
    ];
    expect(historyReferences('event', entries)).toEqual({
      store: ['Store-A', 'Store-B'],
      event: ['WS1', 'WS2'],
      category: ['T'],
    });
  });

  it("collects a product's SKUs, fees, related products and drawers, and the blocks inside content slots", () => {
    const product: Pick<HistoryEntry, 'Changes'>[] = [
      { Changes: { DefaultSku: { before: 'P1-1', after: 'P1-2' } } },
      { Changes: { Related: { before: [], after: ['P2'] }, Fees: { before: null, after: ['OMSASM1000'] } } },
      { Changes: { SKU: { before: 'P1-1', after: 'P1-1' }, ASE: { before: null, after: ['CARDS'] } } },
      { Changes: { Images: { before: [], after: [{ id: 'a1', title: 'Roses', url: '/assets/a1/r.png' }] } } },
    ];
    expect(historyReferences('product', product)).toEqual({
      sku: ['P1-1', 'P1-2'],
      product: ['P2'],
      fee: ['OMSASM1000'],
      drawer: ['CARDS'],
    });
    const category: Pick<HistoryEntry, 'Changes'>[] = [
      {
        Changes: { 'xp.Content': { before: {}, after: { banner: { inherit: false, value: ['entry-1'] } } } },
      },
    ];
    expect(historyReferences('category', category)).toEqual({ content: ['entry-1'] });
  });
});
