import { ASSET_THUMBNAIL_SIZE } from '@commerce/domain';
import sharp from 'sharp';

/**
 * The grid's thumbnail of an image: at most 240 × 240 (aspect kept, never enlarged), WebP, the first frame
 * of an animation. SVGs are rasterised (librsvg in sharp's prebuilt libvips), so the grid never renders
 * a document. Throws when the bytes are not an image sharp can read.
 */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize(ASSET_THUMBNAIL_SIZE, ASSET_THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

/** Whether the bytes are an image sharp can read (an upload named .png that is not one is refused). */
export async function isReadableImage(bytes: Buffer): Promise<boolean> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
    return !!metadata.width && !!metadata.height;
  } catch {
    return false;
  }
}
