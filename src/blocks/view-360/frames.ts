/**
 * The exterior 360's frame sequence (decision 0059): an editor gives one address with a `{frame}`
 * placeholder — `{frame}` is the frame number 1, 2, …; `{frame:3}` pads it with zeros to three
 * digits (001, 002, …), which is how photo studios and renderers name their sequences — and the
 * number of frames. Pure functions, used by the server, the island and the save rules.
 */
export const framePlaceholder = /\{frame(?::([1-4]))?\}/;
const framePlaceholders = /\{frame(?::([1-4]))?\}/g;

export const exteriorLimits = { minFrames: 4, maxFrames: 120, defaultFrames: 36 } as const;

/** The address of frame `n` (1-based). */
export function frameUrl(pattern: string, n: number): string {
  return pattern.replace(framePlaceholders, (_whole, digits: string | undefined) => String(n).padStart(Number(digits ?? 1), '0'));
}

export function frameUrls(pattern: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => frameUrl(pattern, i + 1));
}

/** An address an <img> of the page may load: a path of this site or https (what the CSP allows). */
export function isImageUrl(url: string): boolean {
  return /^(\/(?!\/)|https:\/\/[^/\s\\])[^\s\\]*$/i.test(url);
}

/** What is wrong with a frames address, or null: exactly one placeholder, and a loadable address. */
export function frameUrlProblem(pattern: string): 'placeholder' | 'url' | null {
  if ((pattern.match(framePlaceholders) ?? []).length !== 1) return 'placeholder';
  return isImageUrl(frameUrl(pattern, 1)) ? null : 'url';
}

/** A frame index (0-based) brought back into 0…count-1: the car turns round and round. */
export function wrapFrame(index: number, count: number): number {
  return ((Math.round(index) % count) + count) % count;
}

/**
 * The frame while dragging: one full turn across the viewer's width, so the car follows the
 * pointer at any size; moving right shows the following frames.
 */
export function frameForDrag(startIndex: number, dx: number, width: number, count: number): number {
  if (width <= 0) return wrapFrame(startIndex, count);
  return wrapFrame(startIndex + (dx / width) * count, count);
}

/** Where a key turns the car (APG slider keys, wrapping round); null for keys the browser keeps. */
export function frameForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return wrapFrame(index + 1, count);
    case 'ArrowLeft':
    case 'ArrowDown':
      return wrapFrame(index - 1, count);
    case 'PageUp':
      return wrapFrame(index + Math.max(1, Math.round(count / 8)), count);
    case 'PageDown':
      return wrapFrame(index - Math.max(1, Math.round(count / 8)), count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The angle a frame shows, in whole degrees from the first frame. */
export function angleOf(index: number, count: number): number {
  return Math.round((wrapFrame(index, count) * 360) / count) % 360;
}
