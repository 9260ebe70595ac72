import { describe, expect, it } from 'vitest';
import {
  canAddToSlot,
  CONTENT_SLOT_KEYS,
  CONTENT_SLOTS,
  type ContentEntry,
  contentEntryTitle,
  contentSlotsSchema,
  defaultContentSlot,
  isDefaultContentSlot,
  isOfferedEntry,
  resolveSlot,
  thumbnailUrl,
} from './content-slots.ts';

describe('content slots (spec 2 §2, §9)', () => {
  it('has the six slots with their labels and limits', () => {
    expect(CONTENT_SLOT_KEYS.map((key) => [key, CONTENT_SLOTS[key].label, CONTENT_SLOTS[key].limit])).toEqual(
      [
        ['banner', 'Announcement Banner', 1],
        ['inline', 'Inline', 1],
        ['full', 'Full-Width', 1],
        ['stacked', 'Stacked', 4],
        ['dynamic', 'Dynamic', 8],
        ['services', 'Related Services', 8],
      ],
    );
  });

  it('disables adding at the limit', () => {
    expect(canAddToSlot('stacked', 3)).toBe(true);
    expect(canAddToSlot('stacked', 4)).toBe(false);
    expect(canAddToSlot('banner', 1)).toBe(false);
  });

  it('defaults a slot to inherit, cascade, and no blocks', () => {
    expect(defaultContentSlot()).toEqual({ inherit: true, cascade: true, value: [] });
    expect(contentSlotsSchema.parse({ stacked: {} })).toEqual({
      stacked: { inherit: true, cascade: true, value: [] },
    });
    expect(isDefaultContentSlot(defaultContentSlot())).toBe(true);
    expect(isDefaultContentSlot({ inherit: false, cascade: true, value: [] })).toBe(false);
  });

  it('refuses more blocks than the slot holds', () => {
    expect(
      contentSlotsSchema.safeParse({ dynamic: { value: Array.from({ length: 8 }, String) } }).success,
    ).toBe(true);
    expect(
      contentSlotsSchema.safeParse({ dynamic: { value: Array.from({ length: 9 }, String) } }).success,
    ).toBe(false);
  });
});

describe('slot resolution (spec 2 §4)', () => {
  const slot = (value: string[], inherit = true, cascade = true) => ({ inherit, cascade, value });

  it('uses its own value when it has one', () => {
    expect(resolveSlot(slot(['own']), slot(['parent']), slot(['top']))).toEqual({
      value: ['own'],
      source: 'own',
    });
  });

  it('takes nothing from above when inherit is off', () => {
    expect(resolveSlot(slot([], false), slot(['parent']), slot(['top']))).toEqual({
      value: [],
      source: 'own',
    });
  });

  it("takes the parent's value when the parent has one and cascades", () => {
    expect(resolveSlot(slot([]), slot(['parent']), slot(['top']))).toEqual({
      value: ['parent'],
      source: 'parent',
    });
    expect(resolveSlot(undefined, slot(['parent']), undefined)).toEqual({
      value: ['parent'],
      source: 'parent',
    });
  });

  it("otherwise takes the top-level category's value", () => {
    expect(resolveSlot(slot([]), slot(['parent'], true, false), slot(['top']))).toEqual({
      value: ['top'],
      source: 'topLevel',
    });
    expect(resolveSlot(slot([]), slot([]), slot(['top']))).toEqual({ value: ['top'], source: 'topLevel' });
  });

  it('is its own empty slot when nothing above has a value', () => {
    expect(resolveSlot(slot([]), slot([]), undefined)).toEqual({ value: [], source: 'own' });
  });
});

describe('entries offered in the picker (spec 2 §5)', () => {
  const entry = (
    contentType: ContentEntry['sys']['contentType'],
    publishedCounter: number,
    fields: ContentEntry['fields'] = {},
  ): ContentEntry => ({ sys: { id: 'e1', publishedCounter, contentType }, fields });
  const servicePage = { title: 'Design Services', navigation: true, parentPage: null, section: 'services' };

  it('offers only published entries', () => {
    expect(isOfferedEntry(entry('simpleContentBlock', 1), 'banner')).toBe(true);
    expect(isOfferedEntry(entry('simpleContentBlock', 0), 'banner')).toBe(false);
    expect(isOfferedEntry(entry('staticPage', 0, servicePage), 'services')).toBe(false);
  });

  it('offers for related services only top-level navigable static pages of the services section', () => {
    expect(isOfferedEntry(entry('staticPage', 2, servicePage), 'services')).toBe(true);
    expect(isOfferedEntry(entry('staticPage', 2, { ...servicePage, navigation: false }), 'services')).toBe(
      false,
    );
    expect(isOfferedEntry(entry('staticPage', 2, { ...servicePage, parentPage: 'p1' }), 'services')).toBe(
      false,
    );
    expect(isOfferedEntry(entry('staticPage', 2, { ...servicePage, section: 'about' }), 'services')).toBe(
      false,
    );
    expect(isOfferedEntry(entry('complexContentBlock', 2), 'services')).toBe(false);
  });

  it('offers content blocks, not pages, for the other slots', () => {
    expect(isOfferedEntry(entry('complexContentBlock', 1), 'stacked')).toBe(true);
    expect(isOfferedEntry(entry('staticPage', 1, servicePage), 'stacked')).toBe(false);
  });

  it('names an entry by its name, else its title', () => {
    expect(contentEntryTitle(entry('simpleContentBlock', 1, { name: 'Spring Sale' }))).toBe('Spring Sale');
    expect(contentEntryTitle(entry('staticPage', 1, servicePage))).toBe('Design Services');
  });
});

describe('thumbnails', () => {
  it('asks the asset service for a thumbnail', () => {
    expect(thumbnailUrl('https://assets.example/rose.jpg')).toBe('https://assets.example/rose.jpg?fit=thumb');
    expect(thumbnailUrl('https://assets.example/rose.jpg?w=200')).toBe(
      'https://assets.example/rose.jpg?w=200&fit=thumb',
    );
  });
});
