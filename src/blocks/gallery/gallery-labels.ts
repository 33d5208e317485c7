import type { ResolvedImage } from '@/ui/picture';

/**
 * The gallery island's strings, translated on the server; the templates keep their `{{…}}`
 * placeholders and are filled in the browser as the visitor moves through the images.
 */
export interface GalleryLabels {
  /** The full-screen dialog's name. */
  dialog: string;
  close: string;
  previous: string;
  next: string;
  /** Template with `{{index}}` and `{{total}}`: 3 / 12, as shown. */
  count: string;
  /** Template with `{{index}}` and `{{total}}`: 12枚中3枚目, as announced. */
  position: string;
  /** Template with `{{count}}`: announced when a filter changes the grid. */
  results: string;
}

/** An image of the grid as the full-screen view draws it; `index` is its position in the grid. */
export interface GalleryPhoto {
  index: number;
  image: Extract<ResolvedImage, { kind: 'picture' }>;
  caption?: string;
}

// Filled and moved by key as the vehicle gallery's viewer is.
export { fillTemplate as fill } from '@/lib/fill-template';
export { indexForKey as imageForKey } from '@/ui/index-for-key';

/** The widest JPEG of a picture: what the grid links to, so that without JavaScript a click shows it large. */
export function largestSource(image: GalleryPhoto['image']): string {
  const first = image.srcSet.jpeg.split(',')[0]?.trim().split(/\s+/)[0];
  return first || image.src;
}
