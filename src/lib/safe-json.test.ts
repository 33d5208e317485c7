import { describe, expect, it } from 'vitest';
import { assertSafeValue, parseJsonSafely, UnsafeJsonError } from './safe-json';

function failure(fn: () => unknown): UnsafeJsonError {
  try {
    fn();
  } catch (error) {
    if (error instanceof UnsafeJsonError) return error;
    throw error;
  }
  throw new Error('expected an UnsafeJsonError');
}

describe('parseJsonSafely', () => {
  it('parses ordinary documents unchanged', () => {
    expect(parseJsonSafely('{"a":[1,"x",{"b":null}],"c":"日本語"}')).toEqual({ a: [1, 'x', { b: null }], c: '日本語' });
  });

  it('refuses 100,000 nested arrays before parsing them, without overflowing the stack', () => {
    const text = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(failure(() => parseJsonSafely(text)).reason).toBe('depth');
  });

  it('allows exactly the configured depth and refuses one more', () => {
    expect(parseJsonSafely('[[[1]]]', { maxDepth: 3 })).toEqual([[[1]]]);
    expect(failure(() => parseJsonSafely('[[[[1]]]]', { maxDepth: 3 })).reason).toBe('depth');
  });

  it('does not count brackets inside strings (including escaped quotes)', () => {
    expect(parseJsonSafely('{"a":"[[[[\\"{{{{"}', { maxDepth: 1 })).toEqual({ a: '[[[["{{{{' });
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s and names where it is', (key) => {
    const error = failure(() => parseJsonSafely(`{"data":{"items":[{"${key}":{"polluted":true}}]}}`));
    expect(error.reason).toBe('forbidden_key');
    expect(error.pointer).toBe(`data.items.0.${key}`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses NUL in strings, escaped or raw, and in keys', () => {
    expect(failure(() => parseJsonSafely('{"title":"a\\u0000b"}')).pointer).toBe('title');
    expect(failure(() => parseJsonSafely('{"a\\u0000":1}')).reason).toBe('nul');
    expect(failure(() => parseJsonSafely('"\u0000"')).reason).toBe('nul');
  });

  it('reports syntax errors as such, with the parser message after a readable prefix', () => {
    const error = failure(() => parseJsonSafely('{"a":'));
    expect(error.reason).toBe('syntax');
    expect(error.pointer).toBe('');
    expect(error.message).toMatch(/^Not valid JSON: \S/);
  });

  it('names the error type and a NUL anywhere in the text with its own message', () => {
    const error = failure(() => parseJsonSafely('"\u0000"'));
    expect(error).toMatchObject({ name: 'UnsafeJsonError', reason: 'nul', pointer: '', message: 'The JSON contains a NUL character.' });
  });

  it('allows exactly the configured number of values and refuses one more, saying how many', () => {
    // An array of nine numbers is ten values: the array itself and its items.
    const nine = JSON.stringify(Array.from({ length: 9 }, (_, i) => i));
    expect(parseJsonSafely(nine, { maxNodes: 10 })).toHaveLength(9);
    const error = failure(() => parseJsonSafely(JSON.stringify(Array.from({ length: 10 }, (_, i) => i)), { maxNodes: 10 }));
    expect(error).toMatchObject({ reason: 'size', pointer: '', message: 'The document has more than 10 values.' });
  });

  it('counts nesting, not brackets: wide documents at the depth limit are accepted', () => {
    expect(parseJsonSafely('[[1],[2],[3],[4]]', { maxDepth: 2 })).toEqual([[1], [2], [3], [4]]);
    expect(parseJsonSafely('{"a":{},"b":{},"c":{},"d":{}}', { maxDepth: 2 })).toEqual({ a: {}, b: {}, c: {}, d: {} });
  });

  it.each([
    ['arrays', '[1,[2,[3]]]'],
    ['objects', '{"a":{"b":{"c":1}}}'],
  ])('refuses %s nested one level too deep before parsing, for the whole document', (_, text) => {
    const error = failure(() => parseJsonSafely(text, { maxDepth: 2 }));
    expect(error).toMatchObject({ reason: 'depth', pointer: '', message: 'The JSON is nested deeper than 2 levels.' });
  });

  it('names the nested place of a NUL in a string or in a key', () => {
    expect(failure(() => parseJsonSafely('{"a":{"b":"x\\u0000"}}'))).toMatchObject({
      reason: 'nul',
      pointer: 'a.b',
      message: 'A NUL character is not allowed.',
    });
    expect(failure(() => parseJsonSafely('{"a":{"b\\u0000":1}}'))).toMatchObject({
      reason: 'nul',
      pointer: 'a.b\u0000',
      message: 'A NUL character is not allowed.',
    });
  });
});

describe('assertSafeValue', () => {
  it('checks values built by other parsers (objects with own __proto__ keys)', () => {
    const row = Object.defineProperty({}, '__proto__', { value: 'x', enumerable: true });
    expect(failure(() => assertSafeValue({ row })).pointer).toBe('row.__proto__');
  });

  it('refuses values nested deeper than the limit and names where', () => {
    const value = { a: [{ b: { c: 1 } }] };
    expect(() => assertSafeValue(value, { maxDepth: 4 })).not.toThrow();
    expect(failure(() => assertSafeValue(value, { maxDepth: 3 }))).toMatchObject({
      reason: 'depth',
      pointer: 'a.0.b',
      message: 'Nested deeper than 3 levels.',
    });
  });

  it('applies the default depth of 32 when no limit is given', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 33; i++) deep = [deep];
    expect(failure(() => assertSafeValue(deep)).reason).toBe('depth');
    expect(() => assertSafeValue((deep as unknown[])[0])).not.toThrow();
  });

  it('walks every item of an array', () => {
    expect(failure(() => assertSafeValue({ rows: [{ ok: 1 }, { ok: 2 }, { constructor: 3 }] })).pointer).toBe('rows.2.constructor');
  });
});

describe('unpaired surrogates', () => {
  it.each([
    ['a lone high surrogate in a value', '{"a":["\\ud800"]}', 'a.0'],
    ['a lone low surrogate in a value', '{"a":"x\\udc00"}', 'a'],
  ])('refuses %s, naming where', (_, text, pointer) => {
    expect(failure(() => parseJsonSafely(text))).toMatchObject({ reason: 'encoding', pointer });
  });

  it('refuses a lone surrogate in a key', () => {
    expect(failure(() => parseJsonSafely('{"\\ud83d":1}')).reason).toBe('encoding');
  });

  it('accepts paired surrogates (emoji) and Japanese', () => {
    expect(parseJsonSafely('{"a":"\\ud83d\\ude97 車"}')).toEqual({ a: '🚗 車' });
  });
});
