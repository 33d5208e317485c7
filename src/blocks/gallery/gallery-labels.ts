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

/** Fills `{{name}}` placeholders; a placeholder without a value stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Where an arrow, Home or End key moves from image `index` of `total`; null for any other key, so
 * the browser keeps it. The ends do not wrap: holding → stops at the last image.
 */
export function imageForKey(key: string, index: number, total: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowRight':
      return Math.min(total - 1, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return total - 1;
    default:
      return null;
  }
}

/** The widest JPEG of a picture: what the grid links to, so that without JavaScript a click shows it large. */
export function largestSource(image: GalleryPhoto['image']): string {
  const first = image.srcSet.jpeg.split(',')[0]?.trim().split(/\s+/)[0];
  return first || image.src;
}
