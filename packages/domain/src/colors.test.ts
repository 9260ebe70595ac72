import { describe, expect, it } from 'vitest';
import { colorFormSchema, colorSwatchKind, colorSwatchSrc, isAssetImagePath } from './colors.ts';

describe('colour swatches', () => {
  it('shows a colour code as a colour and anything else as an image', () => {
    expect(colorSwatchKind('#C41E3A')).toBe('hex');
    expect(colorSwatchKind('#fff')).toBe('hex');
    expect(colorSwatchKind('https://assets.example/multi.png')).toBe('image');
  });

  it('takes a name and a colour code or image URL', () => {
    expect(colorFormSchema.safeParse({ colorName: 'Red', colorCode: '#C41E3A' }).success).toBe(true);
    expect(
      colorFormSchema.safeParse({ colorName: 'Mixed', colorCode: 'https://assets.example/m.png' }).success,
    ).toBe(true);
    expect(colorFormSchema.safeParse({ colorName: 'Red', colorCode: 'red' }).success).toBe(false);
    expect(colorFormSchema.safeParse({ colorName: 'Red', colorCode: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(colorFormSchema.safeParse({ colorName: ' ', colorCode: '#fff' }).error?.issues[0]?.message).toBe(
      'Colour name is required.',
    );
  });

  it('takes an image of the asset library by its path, and reads its thumbnail for the swatch', () => {
    expect(isAssetImagePath('/assets/a1b2/multi%20colour.png')).toBe(true);
    expect(isAssetImagePath('/assets/a1b2/notes.txt')).toBe(false);
    expect(isAssetImagePath('/assets/a1b2/x.png/more')).toBe(false);
    expect(isAssetImagePath('/etc/x.png')).toBe(false);
    expect(colorFormSchema.safeParse({ colorName: 'Mixed', colorCode: '/assets/a1b2/m.png' }).success).toBe(
      true,
    );
    expect(colorSwatchKind('/assets/a1b2/m.png')).toBe('image');
    expect(colorSwatchSrc('/assets/a1b2/m.png')).toBe('/assets/a1b2/m.png?fit=thumb');
    expect(colorSwatchSrc('https://assets.example/m.png')).toBe('https://assets.example/m.png');
  });
});
