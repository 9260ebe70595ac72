import { ASSET_THUMBNAIL_SIZE } from '@commerce/domain';
import sharp from 'sharp';

/**
 * The grid's thumbnail of an image (its bytes, or the path of its file, which libvips reads as it goes):
 * at most 240 × 240 (aspect kept, never enlarged), WebP, the first frame of an animation. SVGs are
 * rasterised (librsvg in sharp's prebuilt libvips), so the grid never renders a document. Cutting it decodes
 * the whole image, so it throws when the image is damaged anywhere (a cut or corrupt PNG or JPEG whose header
 * still reads): what an upload is checked with.
 */
export async function makeThumbnail(image: Buffer | string): Promise<Buffer> {
  return sharp(image, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize(ASSET_THUMBNAIL_SIZE, ASSET_THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
