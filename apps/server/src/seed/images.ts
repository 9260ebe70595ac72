import type { AssetStorage } from '../modules/assets/public.ts';

/**
 * Images the seeds draw themselves (no downloads): small SVG cards in a colour of the subject with a
 * simple flower or leaf mark and a caption, stored through the asset library's storage
 * ({id}/{fileName}, in DATA_DIR/assets or BLOB_URL's container) and served at /assets/{id}/{fileName}.
 */
export interface SeedImage {
  id: string;
  title: string;
  fileName: string;
  /** The content library's description: category-banner-img, category-list-img, product-img … */
  description: string;
  hue: number;
  caption: string;
  width: number;
  height: number;
}

export const SVG_CONTENT_TYPE = 'image/svg+xml';

export const assetUrl = (id: string, fileName: string): string =>
  `/assets/${encodeURIComponent(id)}/${encodeURIComponent(fileName)}`;

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Five petals round a centre, or a leaf pair when the hue is green. */
function mark(cx: number, cy: number, r: number, hue: number): string {
  if (hue >= 80 && hue <= 160) {
    return (
      `<path d="M${cx} ${cy + r}C${cx - r} ${cy} ${cx - r / 2} ${cy - r} ${cx} ${cy - r}` +
      `C${cx + r / 2} ${cy - r} ${cx + r} ${cy} ${cx} ${cy + r}Z" fill="hsl(${hue},45%,32%)"/>` +
      `<path d="M${cx} ${cy + r}V${cy - r / 2}" stroke="hsl(${hue},40%,80%)" stroke-width="3"/>`
    );
  }
  const petals = [0, 72, 144, 216, 288]
    .map(
      (angle) =>
        `<ellipse cx="${cx}" cy="${cy - r / 2}" rx="${r / 3}" ry="${r / 2}" ` +
        `transform="rotate(${angle} ${cx} ${cy})" fill="hsl(${hue},70%,62%)"/>`,
    )
    .join('');
  return `${petals}<circle cx="${cx}" cy="${cy}" r="${r / 4}" fill="hsl(45,90%,55%)"/>`;
}

export function renderSvg(image: Pick<SeedImage, 'hue' | 'caption' | 'width' | 'height'>): string {
  const { width, height, hue } = image;
  const r = Math.min(width, height) / 4;
  const fontSize = Math.max(12, Math.round(Math.min(width / 18, height / 8)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},55%,92%)"/><stop offset="1" stop-color="hsl(${hue},50%,78%)"/>` +
    `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>` +
    mark(width / 2, height / 2 - fontSize / 2, r, hue) +
    `<text x="${width / 2}" y="${height - fontSize}" font-family="Georgia,serif" font-size="${fontSize}" ` +
    `text-anchor="middle" fill="hsl(${hue},40%,25%)">${escapeXml(image.caption)}</text></svg>`
  );
}

/** Writes the images' files through the asset storage; returns the content_assets rows' sizes by id. */
export async function writeImages(
  storage: AssetStorage,
  images: readonly SeedImage[],
): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const image of images) {
    const svg = Buffer.from(renderSvg(image));
    await storage.write({ id: image.id, fileName: image.fileName }, svg, 'image/svg+xml');
    sizes.set(image.id, svg.length);
  }
  return sizes;
}
