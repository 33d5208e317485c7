/**
 * An image as the page draws it: resolved on the server (variant URLs, alt text) and passed in, so
 * the same props render a stored page, a draft preview or an editor canvas.
 */
export type ResolvedImage =
  | {
      kind: 'picture';
      alt: string;
      /** The JPEG drawn when no `srcset` applies. */
      src: string;
      width: number;
      height: number;
      /** `srcset` of each format, widest first. */
      srcSet: { avif: string; webp: string; jpeg: string };
    }
  /** The image could not be found: a box of the fallback size keeps the layout and names the image. */
  | { kind: 'missing'; alt: string; width: number; height: number };

interface Props {
  image: ResolvedImage | null | undefined;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  /** Above the fold (first two blocks): eager with fetchpriority high; lazy otherwise. */
  priority?: boolean;
  className?: string;
  /**
   * Art direction: where `media` matches, the browser draws this image instead (a wide crop on
   * larger screens). Only one image is ever downloaded; a missing one is left out.
   */
  alternate?: { media: string; image: ResolvedImage | null | undefined };
}

/** <picture> with AVIF and WebP sources and a JPEG fallback. */
export function Picture({ image, sizes, priority = false, className, alternate }: Props) {
  if (!image) return null;
  if (image.kind === 'missing') {
    return <span className={className} role="img" aria-label={image.alt} style={{ aspectRatio: `${image.width} / ${image.height}` }} />;
  }
  const art = alternate?.image?.kind === 'picture' ? { media: alternate.media, srcSet: alternate.image.srcSet } : null;
  return (
    <picture className={className}>
      {art
        ? (['avif', 'webp', 'jpeg'] as const).map((format) =>
            art.srcSet[format] ? (
              <source key={format} media={art.media} type={`image/${format}`} srcSet={art.srcSet[format]} sizes={sizes} />
            ) : null,
          )
        : null}
      {/* An image stored without a format (generated drawings have no AVIF) offers the others. */}
      {image.srcSet.avif ? <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} /> : null}
      {image.srcSet.webp ? <source type="image/webp" srcSet={image.srcSet.webp} sizes={sizes} /> : null}
      <img
        src={image.src}
        srcSet={image.srcSet.jpeg}
        sizes={sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
