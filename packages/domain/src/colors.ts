import { z } from 'zod';

/** A colour name the storefront shows as a swatch: a colour code, or an image for patterns and mixes. */
export const colorSchema = z.object({ colorName: z.string(), colorCode: z.string() });
export type Color = z.infer<typeof colorSchema>;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColor = (code: string): boolean => HEX_COLOR.test(code);

const isImageUrl = (code: string): boolean => z.url({ protocol: /^https?$/ }).safeParse(code).success;

export const colorSwatchKind = (code: string): 'hex' | 'image' => (isHexColor(code) ? 'hex' : 'image');

export const colorFormSchema = z.object({
  colorName: z
    .string()
    .trim()
    .min(1, 'Colour name is required.')
    .max(100, 'Colour name can be at most 100 characters.'),
  colorCode: z
    .string()
    .trim()
    .refine(
      (code) => isHexColor(code) || isImageUrl(code),
      'Enter a colour code such as #A0C4FF or an image URL.',
    ),
});
