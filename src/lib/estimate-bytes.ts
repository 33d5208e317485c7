/**
 * A cheap estimate of how much heap a cached value holds, for the byte limit of the caches. Walks
 * the value iteratively (strings 2 bytes a character, numbers 8, an object or array 64 plus its
 * members); stops counting at `cap` so one huge value cannot make the estimate itself expensive.
 */
export function estimateBytes(root: unknown, cap = 64 * 1024 * 1024): number {
  let total = 0;
  const stack: unknown[] = [root];
  const seen = new Set<object>();
  while (stack.length && total < cap) {
    const value = stack.pop();
    switch (typeof value) {
      case 'string':
        total += 16 + value.length * 2;
        continue;
      case 'number':
      case 'bigint':
        total += 8;
        continue;
      case 'boolean':
      case 'undefined':
        total += 4;
        continue;
      case 'object':
        break;
      default:
        continue;
    }
    if (value === null) {
      total += 4;
      continue;
    }
    if (seen.has(value)) continue;
    seen.add(value);
    if (ArrayBuffer.isView(value)) {
      total += 64 + value.byteLength;
    } else if (value instanceof Date) {
      total += 32;
    } else if (value instanceof Map) {
      total += 64 + value.size * 32;
      for (const [k, v] of value) stack.push(k, v);
    } else if (value instanceof Set) {
      total += 64 + value.size * 16;
      for (const v of value) stack.push(v);
    } else if (Array.isArray(value)) {
      total += 64 + value.length * 8;
      for (const v of value) stack.push(v);
    } else {
      const entries = Object.entries(value);
      total += 64 + entries.length * 16;
      for (const [k, v] of entries) stack.push(k, v);
    }
  }
  return Math.min(total, cap);
}
