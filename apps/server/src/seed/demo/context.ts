import { assetUrl, renderSvg, SVG_CONTENT_TYPE, type SeedImage } from '../images.ts';
import { SeedRandom, type FakerLibrary } from '../random.ts';
import type { contentAssets } from '../../db/schema/index.ts';

export interface ImageRef {
  id: string;
  title: string;
  url: string;
}

/** What every area of the demo seed shares: the anchor day and the images drawn so far. */
export class DemoContext {
  readonly images: SeedImage[] = [];
  private readonly imageDates = new Map<string, Date>();

  constructor(
    readonly anchor: Date,
    private readonly faker: FakerLibrary,
  ) {}

  random(area: string): SeedRandom {
    return new SeedRandom(area, this.anchor, this.faker);
  }

  /** Registers an image for the asset library; its file is written when the seed finishes. */
  image(image: Omit<SeedImage, 'fileName'> & { createdAt: Date }): ImageRef {
    const fileName = `${image.id}.svg`;
    const { createdAt, ...rest } = image;
    this.images.push({ ...rest, fileName });
    this.imageDates.set(image.id, createdAt);
    return { id: image.id, title: image.title, url: assetUrl(image.id, fileName) };
  }

  assetRows(): (typeof contentAssets.$inferInsert)[] {
    return this.images.map((image) => ({
      id: image.id,
      title: image.title,
      description: image.description,
      fileName: image.fileName,
      contentType: SVG_CONTENT_TYPE,
      url: assetUrl(image.id, image.fileName),
      sizeBytes: Buffer.byteLength(renderSvg(image)),
      dateCreated: this.imageDates.get(image.id)!,
    }));
  }
}

/** A lower-case, hyphenated form of a name for IDs and file names. */
export const kebab = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
