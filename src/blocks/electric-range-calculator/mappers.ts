import { dataKeyPattern } from './range-data';

/**
 * A car's two mappers (blocks.md §2.13, decision 0064), typed by editors as short lists:
 *
 * - wheel size mapper: the data file's wheel letters to inches, `a)=19, b)=20, c)=21` (the `)` may
 *   be left out: `a=19`);
 * - engine mapper: the data file's engines this car offers, in the order shown, each with the
 *   name visitors see: `range_rover_p440e=P440e, range_rover_p510e=P510e` (without `=name`, the
 *   data file's own name).
 *
 * Entries are separated by commas or new lines; full-width characters are read as their ASCII
 * forms (NFKC), so 「ａ）＝２１」 works too.
 */
export const wheelInchLimits = { min: 12, max: 26 } as const;

export type MapperProblem =
  /** The entry does not read as `letter)=inch` / `key=name`. */
  | { kind: 'syntax'; entry: string }
  /** An inch outside 12–26. */
  | { kind: 'inch'; entry: string }
  /** The letter or key was given before. */
  | { kind: 'duplicate'; entry: string };

export interface WheelMapping {
  code: string;
  inch: number;
}

export interface EngineMapping {
  key: string;
  /** The name visitors see; null: the data file's name. */
  label: string | null;
}

function entriesOf(text: string | undefined): string[] {
  return (text ?? '')
    .normalize('NFKC')
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function parseWheelSizeMapper(text: string | undefined): { wheels: WheelMapping[]; problems: MapperProblem[] } {
  const wheels: WheelMapping[] = [];
  const problems: MapperProblem[] = [];
  for (const entry of entriesOf(text)) {
    const match = /^([A-Za-z])\s*\)?\s*=\s*(\d{1,2})\s*(?:"|インチ|inch)?$/.exec(entry);
    if (!match) {
      problems.push({ kind: 'syntax', entry });
      continue;
    }
    const code = match[1]!.toLowerCase();
    const inch = Number(match[2]);
    if (inch < wheelInchLimits.min || inch > wheelInchLimits.max) problems.push({ kind: 'inch', entry });
    else if (wheels.some((w) => w.code === code)) problems.push({ kind: 'duplicate', entry });
    else wheels.push({ code, inch });
  }
  return { wheels, problems };
}

export function parseEngineMapper(text: string | undefined): { engines: EngineMapping[]; problems: MapperProblem[] } {
  const engines: EngineMapping[] = [];
  const problems: MapperProblem[] = [];
  for (const entry of entriesOf(text)) {
    const at = entry.indexOf('=');
    const key = (at < 0 ? entry : entry.slice(0, at)).trim().toLowerCase();
    const label = at < 0 ? null : entry.slice(at + 1).trim();
    if (!dataKeyPattern.test(key) || label === '' || (label?.length ?? 0) > 60) {
      problems.push({ kind: 'syntax', entry });
      continue;
    }
    if (engines.some((e) => e.key === key)) problems.push({ kind: 'duplicate', entry });
    else engines.push({ key, label });
  }
  return { engines, problems };
}
