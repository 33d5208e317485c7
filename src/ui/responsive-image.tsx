import 'server-only';
import type { ImageSizeFamily, ImageValue } from '@/blocks/fields';
import { getImage, type ImageVariantInfo } from '@/features/media/images.server';
import { heroFallbackSize } from '@/features/media/sizes';
import { logger } from '@/lib/logger.server';

interface Props {
  image: ImageValue | null | undefined;
  family: ImageSizeFamily;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  /** Above the fold (first two blocks): eager with fetchpriority high; lazy otherwise. */
  priority?: boolean;
  className?: string;
}

/** <picture> with AVIF and WebP sources and a JPEG fallback, every variant made at upload. */
export async function ResponsiveImage({ image, family, sizes, priority = false, className }: Props) {
  if (!image) return null;
  const info = await getImage(image.id);
  if (!info) {
    logger.warn({ imageId: image.id }, 'image not found');
    return <span className={className} role="img" aria-label={image.alt ?? ''} style={{ aspectRatio: `${heroFallbackSize.width} / ${heroFallbackSize.height}` }} />;
  }
  let variants = info.variants.filter((v) => v.name.startsWith(`${family}-`));
  // An image stored for another family still renders, cut as it was stored.
  if (!variants.length) variants = info.variants;
  const srcset = (format: string) =>
    variants
      .filter((v) => v.format === format)
      .map((v: ImageVariantInfo) => `${v.url} ${v.width}w`)
      .join(', ');
  const jpegs = variants.filter((v) => v.format === 'jpeg');
  const fallback = jpegs.at(-2) ?? jpegs[0];
  if (!fallback) return null;
  const alt = image.alt ?? info.alt;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset('webp')} sizes={sizes} />
      <img
        src={fallback.url}
        srcSet={srcset('jpeg')}
        sizes={sizes}
        alt={alt}
        width={fallback.width}
        height={fallback.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
