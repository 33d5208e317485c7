import type { AttachableType } from './definition';

/**
 * What a file really is, read from its first bytes. A visitor's file name and the type their
 * browser claims are both under their control; these signatures are not.
 */
export function detectFileType(bytes: Uint8Array): AttachableType | null {
  const starts = (...signature: number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  // RIFF....WEBP
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) {
    return 'image/webp';
  }
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return null;
}

export const fileTypeExtension: Record<AttachableType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** Short names visitors know, for error messages ("JPEG・PNG・PDF"). */
export const fileTypeLabel: Record<AttachableType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};

/** Files above this are refused when a file field sets no `size` rule of its own. */
export const defaultFileLimitKb = 10_240;

/** A file limit as visitors read it: 5120 KB → "5MB", 500 → "500KB". */
export function fileLimitText(kb: number): string {
  return kb >= 1024 ? `${Math.floor((kb / 1024) * 10) / 10}MB` : `${kb}KB`;
}
