const postcodePattern = /^\d{3}-?\d{4}$/;

/** Japanese postcodes arrive full-width, with or without hyphen look-alikes: 107-0062 form, or null. */
export function normalizePostcode(raw: string): string | null {
  const ascii = raw
    .normalize('NFKC')
    .replace(/[‐–—―−ー－]/g, '-')
    .replace(/\s/g, '');
  if (!postcodePattern.test(ascii)) return null;
  const digits = ascii.replace('-', '');
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}
