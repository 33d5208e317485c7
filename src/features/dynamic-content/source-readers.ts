import { normaliseValue } from './strategy';

/**
 * The answers of the dynamic-content sources (site.md §7), read into sets of normalised model
 * names. An answer that is not the documented shape is a failure (`ok: false`): the source keeps
 * its last good names and the check of content that has none fails (docs/decisions/0048).
 */
export const sourceLimits = { names: 2000, nameLength: 200 } as const;

export type NamesReading = { ok: true; names: Set<string>; dropped: number } | { ok: false; problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function collect(into: Set<string>, names: Iterable<unknown>): number {
  let dropped = 0;
  for (const name of names) {
    if (typeof name !== 'string' || name.trim() === '' || name.length > sourceLimits.nameLength || into.size >= sourceLimits.names) {
      dropped++;
      continue;
    }
    into.add(normaliseValue(name));
  }
  return dropped;
}

/**
 * The model list (and the external strategy's result): "first item's keys are model names" — an
 * array whose first item is an object. An empty array is an empty list, which hides.
 */
export function readModelList(body: unknown): NamesReading {
  if (!Array.isArray(body)) return { ok: false, problem: `expected an array, got ${body === null ? 'null' : typeof body}` };
  const names = new Set<string>();
  if (body.length === 0) return { ok: true, names, dropped: 0 };
  const first: unknown = body[0];
  if (!isRecord(first)) return { ok: false, problem: 'the first item is not an object of model names' };
  return { ok: true, names, dropped: collect(names, Object.keys(first)) };
}

/**
 * REFFINE_SL's `GET {api_base_url}/public_api/dynamic_content/{uuids}`: "map of uuid to model
 * names". The names of every list asked for count; a list the answer leaves out has none.
 */
export function readListNames(body: unknown, uuids: readonly string[]): NamesReading {
  if (!isRecord(body)) return { ok: false, problem: `expected an object of lists, got ${Array.isArray(body) ? 'an array' : typeof body}` };
  const names = new Set<string>();
  let dropped = 0;
  for (const uuid of uuids) {
    const list = Object.hasOwn(body, uuid) ? body[uuid] : Object.hasOwn(body, uuid.toLowerCase()) ? body[uuid.toLowerCase()] : undefined;
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) {
      dropped++;
      continue;
    }
    dropped += collect(names, list);
  }
  return { ok: true, names, dropped };
}
