import { describe, expect, it } from 'vitest';
import {
  aseDrawerCreateSchema,
  aseDrawerIdFor,
  assetContentType,
  assetFileProblem,
  ASSET_MAX_BYTES,
  ASSET_TEXTS,
  categoryOrderSchema,
  categoryPatchSchema,
  dcfPath,
  slotSourcesOf,
} from './index.ts';

describe('ASE drawer IDs (C-9)', () => {
  it('are the upper-case letters and digits of the name', () => {
    expect(aseDrawerIdFor('Plush Friends')).toBe('PLUSHFRIENDS');
    expect(aseDrawerIdFor("Bachman's Gift Cards")).toBe('BACHMANSGIFTCARDS');
    expect(aseDrawerIdFor('Crème brûlée 2')).toBe('CREMEBRULEE2');
  });

  it('needs a name with a letter or digit', () => {
    expect(aseDrawerCreateSchema.safeParse({ Name: '!!', Description: null, Active: true }).success).toBe(
      false,
    );
    expect(
      aseDrawerCreateSchema.safeParse({ Name: ' ', Description: null, Active: true }).error?.issues[0]
        ?.message,
    ).toBe('Drawer name is required.');
  });
});

describe('the asset library', () => {
  it('takes image types only, by the file name, and at most 10 MB', () => {
    expect(assetContentType('Banner.PNG')).toBe('image/png');
    expect(assetContentType('photo.jpeg')).toBe('image/jpeg');
    expect(assetContentType('drawing.svg')).toBe('image/svg+xml');
    expect(assetContentType('notes.txt')).toBeNull();
    expect(assetContentType('no-extension')).toBeNull();
    expect(assetFileProblem({ name: 'a.gif', size: ASSET_MAX_BYTES })).toBeNull();
    expect(assetFileProblem({ name: 'a.gif', size: ASSET_MAX_BYTES + 1 })).toBe(ASSET_TEXTS.tooLarge);
    expect(assetFileProblem({ name: 'a.pdf', size: 10 })).toBe(ASSET_TEXTS.notAnImage);
  });
});

describe('category page rules', () => {
  it('inherits from the parent and the top level: the last and the first ancestor', () => {
    const top = { ID: 'Flowers', Name: 'Flowers', Content: {} };
    const parent = { ID: 'Flowers_Roses', Name: 'Roses', Content: {} };
    expect(slotSourcesOf([top, parent])).toEqual({ parent, topLevel: top });
    expect(slotSourcesOf([top])).toEqual({ parent: top, topLevel: top });
    expect(slotSourcesOf([])).toEqual({ parent: null, topLevel: null });
  });

  it('accepts only library or https images, never a script URL', () => {
    const image = (url: string) => ({ xp: { Contentful: { Images: { Banner: { url, title: 't' } } } } });
    expect(categoryPatchSchema.safeParse(image('/assets/a/b.png')).success).toBe(true);
    expect(categoryPatchSchema.safeParse(image('https://cdn.example/b.png')).success).toBe(true);
    expect(categoryPatchSchema.safeParse(image('javascript:alert(1)')).success).toBe(false);
    expect(categoryPatchSchema.safeParse({ ListOrder: 2 }).success).toBe(false);
  });

  it('reorders siblings named once each', () => {
    expect(categoryOrderSchema.safeParse({ ParentID: null, IDs: ['A', 'B'], Seen: ['B', 'A'] }).success).toBe(
      true,
    );
    expect(categoryOrderSchema.safeParse({ ParentID: null, IDs: ['A', 'A'], Seen: ['A', 'B'] }).success).toBe(
      false,
    );
  });

  it('links DCF values by their lower-case type', () => {
    expect(dcfPath('finelines', 'Dozen Roses')).toBe('/dcf/finelines/Dozen%20Roses');
  });
});
