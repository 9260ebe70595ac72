import { describe, expect, it } from 'vitest';
import { colorFormSchema, colorSwatchKind } from './colors.ts';

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
});
