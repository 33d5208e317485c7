/** Pure helpers of the audit screen: JST date ranges, hiding secrets, and a readable change list. */

const jstOffsetMs = 9 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** `2026-11-24` read as a day in Japan: [its first instant, the next day's first instant) in UTC. */
export function jstDay(value: string | undefined): { start: Date; end: Date } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const check = new Date(utcMidnight);
  if (check.getUTCDate() !== Number(match[3])) return null; // 2026-02-31
  const start = new Date(utcMidnight - jstOffsetMs);
  return { start, end: new Date(start.getTime() + dayMs) };
}

/** From and to dates of a filter, both inclusive in JST. */
export function jstRange(from: string | undefined, to: string | undefined): { from?: Date; to?: Date } {
  return { from: jstDay(from)?.start, to: jstDay(to)?.end };
}

const secretKey = /pass(word)?|secret|token|hash|api[_-]?key|private|credential/i;
export const masked = '••••••';

/** A copy with the value of every key that looks like a credential replaced, at any depth. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, secretKey.test(k) ? masked : maskSecrets(v)]));
  }
  return value;
}

export interface ValueChange {
  /** `title`, `blocks.2.template_key`, `value` */
  path: string;
  before: string;
  after: string;
}

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (value && typeof value === 'object' && !(Array.isArray(value) && value.length === 0)) {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0) into.set(prefix, '{}');
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, into);
    return;
  }
  into.set(prefix, value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
}

/**
 * What changed between two audit snapshots, one line per leaf value that differs (secrets masked).
 * A creation has only "after" values, a deletion only "before" ones.
 */
export function auditChanges(before: unknown, after: unknown): ValueChange[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  if (before !== null && before !== undefined) flatten(maskSecrets(before), '', a);
  if (after !== null && after !== undefined) flatten(maskSecrets(after), '', b);
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  return paths
    .filter((path) => a.get(path) !== b.get(path))
    .map((path) => ({ path: path || '(値)', before: a.get(path) ?? '', after: b.get(path) ?? '' }));
}
