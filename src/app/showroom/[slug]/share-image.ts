/** Open Graph image size: LINE, X and Facebook crop large cards from about 1200 px wide, landscape. */
export const shareImageWidth = 1200;
/** Their preferred shape (1200 × 630): among equally wide cuts, the closest is cropped least. */
const shareAspect = 1.91;

export interface VariantCandidate {
  format: string;
  width: number;
  height: number;
  url: string;
}

/**
 * The stored variant to share: a landscape JPEG (every app reads JPEG, not all AVIF/WebP), the
 * smallest that is at least 1200 px wide, or the widest below that. The media route serves only
 * stored sizes, so 1200 itself is not available; the standard 1600 × 900 cut is what this picks.
 */
export function pickShareVariant<V extends VariantCandidate>(variants: V[]): V | null {
  const landscape = variants.filter((v) => v.format === 'jpeg' && v.width > v.height);
  const cropped = (v: V) => Math.abs(v.width / v.height - shareAspect);
  const wideEnough = landscape.filter((v) => v.width >= shareImageWidth).sort((a, b) => a.width - b.width || cropped(a) - cropped(b));
  return wideEnough[0] ?? [...landscape].sort((a, b) => b.width - a.width)[0] ?? null;
}
