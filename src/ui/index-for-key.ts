/**
 * Where an arrow, Home or End key moves from item `index` of `total` in a viewer of images; null for
 * any other key, so the browser keeps it. The ends do not wrap: holding → stops at the last one.
 */
export function indexForKey(key: string, index: number, total: number): number | null {
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
