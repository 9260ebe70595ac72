import { z } from 'zod';
import { assetContentType } from './assets.ts';
import { thumbnailUrl } from './content-slots.ts';

/** A colour name the storefront shows as a swatch: a colour code, or an image for patterns and mixes. */
export const colorSchema = z.object({ colorName: z.string(), colorCode: z.string() });
export type Color = z.infer<typeof colorSchema>;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColor = (code: string): boolean => HEX_COLOR.test(code);

const isImageUrl = (code: string): boolean => z.url({ protocol: /^https?$/ }).safeParse(code).success;

const ASSET_PATH = /^\/assets\/([^/?#]+)\/([^/?#]+)$/;

/**
 * A colour image from the asset library: its path as the library answers it (/assets/{id}/{file}, an image
 * type), uploaded or chosen in the colour dialog. The server checks that the library holds it.
 */
export const isAssetImagePath = (code: string): boolean => {
  const match = ASSET_PATH.exec(code);
  return match !== null && assetContentType(decodeURIComponent(match[2]!)) !== null;
};

export const colorSwatchKind = (code: string): 'hex' | 'image' => (isHexColor(code) ? 'hex' : 'image');

/** Where a swatch image is read from: the library's thumbnail for its own files, else the URL itself. */
export const colorSwatchSrc = (code: string): string => (isAssetImagePath(code) ? thumbnailUrl(code) : code);

export const COLOR_TEXTS = {
  codeProblem: 'Enter a colour code such as #A0C4FF or an image URL, or choose an image.',
  chooseImage: 'Choose Image',
  imageTitle: 'Colour Image',
  notInLibrary: 'This image is not in the asset library.',
} as const;

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
      (code) => isHexColor(code) || isImageUrl(code) || isAssetImagePath(code),
      COLOR_TEXTS.codeProblem,
    ),
});
