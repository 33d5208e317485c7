import 'server-only';
import { logger } from '@/lib/logger.server';
import { Picture, type ResolvedImage } from '@/ui/picture';
import { getImage, type ImageInfo } from './images.server';
import { heroFallbackSize, type ImageSizeFamily } from './sizes';

/** A stored image reference: the media id and the editor's alt text (which wins over the upload's). */
export interface ImageRef {
  id: number;
  alt?: string;
}

/** The variants of one family as `<picture>` props; an image stored for another family is drawn as stored. */
export function pictureOf(info: ImageInfo, family: ImageSizeFamily, alt: string | undefined): ResolvedImage | null {
  let variants = info.variants.filter((v) => v.name.startsWith(`${family}-`));
  if (!variants.length) variants = info.variants;
  const srcSet = (format: string) =>
    variants
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(', ');
  const jpegs = variants.filter((v) => v.format === 'jpeg');
  // Variants are sorted widest first: a middle-sized JPEG for browsers that ignore srcset.
  const fallback = jpegs.at(-2) ?? jpegs[0];
  if (!fallback) return null;
  return {
    kind: 'picture',
    alt: alt ?? info.alt,
    src: fallback.url,
    width: fallback.width,
    height: fallback.height,
    srcSet: { avif: srcSet('avif'), webp: srcSet('webp'), jpeg: srcSet('jpeg') },
  };
}

/** Resolves an image reference for rendering; a missing image keeps its place at the fallback size (site.md §8). */
export async function resolveImage(image: ImageRef, family: ImageSizeFamily): Promise<ResolvedImage | null> {
  const info = await getImage(image.id);
  if (info) return pictureOf(info, family, image.alt);
  logger.warn({ imageId: image.id }, 'image not found');
  return { kind: 'missing', alt: image.alt ?? '', ...heroFallbackSize };
}

/** For feature components that hold only an image id: resolves it, then draws the plain `Picture`. */
export async function ResponsiveImage({
  image,
  family,
  ...props
}: {
  image: ImageRef | null | undefined;
  family: ImageSizeFamily;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return image ? <Picture image={await resolveImage(image, family)} {...props} /> : null;
}
