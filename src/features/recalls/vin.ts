import { normaliseHyphens } from '@/lib/postcode';

/**
 * The vehicle identifier a visitor types into the VIN checker, and the one form stored in
 * `recall_vehicles` (decision 0065). Two formats are accepted, because both are printed in the
 * 車台番号 box of a Japanese 車検証:
 * - a 17-character VIN (ISO 3779): imported cars, this brand's among them. Letters and digits
 *   without I, O and Q. The check digit (9th character) is not enforced: ISO 3779 makes it
 *   mandatory in North America only, and cars built for Japan need not carry a computed one.
 * - a Japanese frame number (車台番号) of domestically registered cars: the model code, a hyphen and
 *   a serial number, e.g. ABC123-1234567.
 * Client-safe: the island checks as the visitor types, the API checks again.
 */
export type VehicleIdKind = 'vin' | 'frame';

export type VehicleIdProblem = 'empty' | 'characters' | 'length' | 'letters_ioq' | 'frame_format';

export type VehicleIdCheck = { ok: true; id: string; kind: VehicleIdKind } | { ok: false; problem: VehicleIdProblem; length?: number };

/** Longer input is refused before it is looked at (a pasted paragraph, not an identifier). */
export const maxVehicleIdInput = 64;

export const vinLength = 17;
const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;
const framePattern = /^[A-Z0-9]{2,8}-[0-9]{4,8}$/;

/** Full-width characters, lower case, spaces and hyphen look-alikes as people type and paste them → 'SALGA2BE0LA123456'. */
export function normaliseVehicleId(raw: string): string {
  return normaliseHyphens(raw.normalize('NFKC')).toUpperCase().replace(/\s+/g, '');
}

/** What the visitor typed, as a stored identifier, or why it cannot be one. */
export function checkVehicleId(raw: string): VehicleIdCheck {
  if (raw.length > maxVehicleIdInput) return { ok: false, problem: 'characters' };
  const id = normaliseVehicleId(raw);
  if (!id) return { ok: false, problem: 'empty' };
  if (id.includes('-')) {
    if (framePattern.test(id)) return { ok: true, id, kind: 'frame' };
    // A VIN typed in groups (SALGA-2BE0L-A123456) is still a VIN.
    const joined = id.replaceAll('-', '');
    if (vinPattern.test(joined)) return { ok: true, id: joined, kind: 'vin' };
    return { ok: false, problem: /^[A-Z0-9-]+$/.test(id) ? 'frame_format' : 'characters' };
  }
  if (/[^A-Z0-9]/.test(id)) return { ok: false, problem: 'characters' };
  if (id.length !== vinLength) return { ok: false, problem: 'length', length: id.length };
  if (!vinPattern.test(id)) return { ok: false, problem: 'letters_ioq' };
  return { ok: true, id, kind: 'vin' };
}

/** The translation key of a problem (namespace owner_tools.vin_checker.errors). */
export function vehicleIdProblemKey(problem: VehicleIdProblem): string {
  return `owner_tools.vin_checker.errors.${problem}`;
}
