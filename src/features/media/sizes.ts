/** The variant families an image is cut to (site.md §9); an Image field names the one it needs. */
export const imageSizeFamilies = ['standard', 'wide', 'square', 'tall', 'collection'] as const;
export type ImageSizeFamily = (typeof imageSizeFamilies)[number];

/** Variant sizes of site.md §9 / blocks.md §9, largest first. */
export const imageSizes: Record<ImageSizeFamily, { width: number; height: number }[]> = {
  standard: [
    { width: 1600, height: 900 },
    { width: 1024, height: 576 },
    { width: 640, height: 360 },
  ],
  wide: [
    { width: 1600, height: 650 },
    { width: 1024, height: 416 },
    { width: 640, height: 260 },
  ],
  square: [
    { width: 1245, height: 1245 },
    { width: 830, height: 830 },
    { width: 415, height: 415 },
    { width: 360, height: 360 },
  ],
  tall: [
    { width: 1600, height: 2844 },
    { width: 1024, height: 1820 },
    { width: 640, height: 1138 },
  ],
  collection: [
    { width: 420, height: 495 },
    { width: 325, height: 383 },
  ],
};

export const imageFormats = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const formatExtension: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const formatMime: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** Width of the Open Graph / meta image (site.md §3: w/1600.jpg). */
export const metaImageWidth = 1600;

/** Hero fallback size when an image cannot be resolved (site.md §8). */
export const heroFallbackSize = { width: 900, height: 500 };

export function variantName(family: ImageSizeFamily, width: number): string {
  return `${family}-${width}`;
}

export function variantUrl(imageId: number, hash: string, name: string, format: ImageFormat): string {
  return `/media/${imageId}-${hash.slice(0, 12)}/${name}.${formatExtension[format]}`;
}
