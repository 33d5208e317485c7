/** Japanese postcodes arrive full-width, with or without hyphen look-alikes: 107-0062 form, or null. */
export { normalisePostcode as normalizePostcode } from '@/lib/postcode';
