/**
 * JSON from outside (request bodies, stored settings, feed lines) parsed with limits, so that no
 * input can overflow the stack, pollute object prototypes or smuggle NUL characters or unpaired
 * UTF-16 surrogates (`"\ud800"`) into the database (PostgreSQL refuses both in text and jsonb,
 * which would surface as a 500).
 */
export const defaultJsonLimits = { maxDepth: 32, maxNodes: 200_000 } as const;

export interface JsonLimits {
  /** Deepest nesting of arrays and objects. */
  maxDepth?: number;
  /** Most values (objects, arrays, strings, numbers …) in one document. */
  maxNodes?: number;
}

export type UnsafeJsonReason = 'syntax' | 'depth' | 'size' | 'forbidden_key' | 'nul' | 'encoding';

export class UnsafeJsonError extends Error {
  constructor(
    readonly reason: UnsafeJsonReason,
    /** Dotted path of the offending value (`data.items.3.name`), empty for the whole document. */
    readonly pointer: string,
    message: string,
  ) {
    super(message);
    this.name = 'UnsafeJsonError';
  }
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Keys that reach `Object.prototype` when a parsed object is merged or walked by path. */
export const forbiddenKeys: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function isForbiddenKey(key: string): boolean {
  return forbiddenKeys.has(key);
}

/**
 * Parses JSON text, refusing documents nested deeper than `maxDepth` before parsing them (a
 * linear scan), then walking the result iteratively for forbidden keys and NUL characters.
 */
export function parseJsonSafely(text: string, limits: JsonLimits = {}): unknown {
  const maxDepth = limits.maxDepth ?? defaultJsonLimits.maxDepth;
  if (text.includes('\u0000')) throw new UnsafeJsonError('nul', '', 'The JSON contains a NUL character.');
  checkNesting(text, maxDepth);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UnsafeJsonError('syntax', '', `Not valid JSON: ${(error as Error).message}`);
  }
  assertSafeValue(value, limits);
  return value;
}

/** Depth of `[`/`{` nesting outside strings, without building anything. */
function checkNesting(text: string, maxDepth: number): void {
  let depth = 0;
  let inString = false;
  // Stryker disable next-line EqualityOperator: one step past the end reads NaN, which matches no bracket or quote
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) throw new UnsafeJsonError('depth', '', `The JSON is nested deeper than ${maxDepth} levels.`);
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
}

/**
 * Checks an already-built value (parsed JSON, a parsed form, a CSV row): no forbidden keys, no NUL
 * in keys or strings, bounded depth and size. Iterative, so hostile depth cannot overflow the stack.
 */
export function assertSafeValue(root: unknown, limits: JsonLimits = {}): void {
  const maxDepth = limits.maxDepth ?? defaultJsonLimits.maxDepth;
  const maxNodes = limits.maxNodes ?? defaultJsonLimits.maxNodes;
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  let nodes = 0;
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (++nodes > maxNodes) throw new UnsafeJsonError('size', '', `The document has more than ${maxNodes} values.`);
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw new UnsafeJsonError('nul', path.join('.'), 'A NUL character is not allowed.');
      if (unpairedSurrogate.test(value))
        throw new UnsafeJsonError('encoding', path.join('.'), 'The text is not valid Unicode (an unpaired surrogate).');
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= maxDepth) throw new UnsafeJsonError('depth', path.join('.'), `Nested deeper than ${maxDepth} levels.`);
    // Stryker disable next-line ConditionalExpression,BlockStatement: walking an array by its keys visits the same items under the same paths
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...path, String(i)] }));
      continue;
    }
    for (const key of Object.keys(value)) {
      const at = [...path, key];
      if (isForbiddenKey(key)) throw new UnsafeJsonError('forbidden_key', at.join('.'), `The key "${key}" is not allowed.`);
      if (key.includes('\u0000')) throw new UnsafeJsonError('nul', at.join('.'), 'A NUL character is not allowed.');
      if (unpairedSurrogate.test(key))
        throw new UnsafeJsonError('encoding', at.join('.'), 'The text is not valid Unicode (an unpaired surrogate).');
      stack.push({ value: (value as Record<string, unknown>)[key], path: at });
    }
  }
}
