// @ts-check
/**
 * Replaces the nonce placeholder with the response's own nonce in a streamed body. An occurrence
 * may be split across chunks, so the longest tail of a chunk that could start one is held back
 * until the next chunk (or the end). Placeholder and nonce are ASCII of equal length: byte offsets
 * and Content-Length stay valid, and an ASCII match never cuts a multi-byte UTF-8 character.
 */

const empty = Buffer.alloc(0);

/**
 * @param {string} placeholder
 * @param {string} nonce
 */
export function createNonceRewriter(placeholder, nonce) {
  const needle = Buffer.from(placeholder, 'latin1');
  const replacement = Buffer.from(nonce, 'latin1');
  if (!needle.length || needle.length !== replacement.length || !/^[\x21-\x7e]+$/.test(placeholder + nonce)) {
    throw new Error('placeholder and nonce must be non-empty printable ASCII of the same length');
  }
  let carry = empty;
  return {
    /**
     * The bytes of `chunk` (after any held-back ones) that can be sent now, rewritten.
     * @param {Uint8Array} chunk
     * @returns {Buffer}
     */
    push(chunk) {
      const input = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      let data = carry.length ? Buffer.concat([carry, input]) : input;
      let at = data.indexOf(needle);
      // Never write into the caller's buffer: Next hands out the cached page's own bytes.
      if (at !== -1 && data === input) data = Buffer.from(input);
      while (at !== -1) {
        replacement.copy(data, at);
        at = data.indexOf(needle, at + needle.length);
      }
      const keep = partialMatchAtEnd(data, needle);
      carry = keep ? Buffer.from(data.subarray(data.length - keep)) : empty;
      return keep ? data.subarray(0, data.length - keep) : data;
    },
    /** What is still held back (a tail that turned out not to be a placeholder). */
    flush() {
      const rest = carry;
      carry = empty;
      return rest;
    },
  };
}

/**
 * Length of the longest proper prefix of `needle` that `data` ends with.
 * @param {Buffer} data
 * @param {Buffer} needle
 */
export function partialMatchAtEnd(data, needle) {
  for (let start = Math.max(0, data.length - needle.length + 1); start < data.length; start++) {
    if (data[start] !== needle[0]) continue;
    const length = data.length - start;
    if (data.subarray(start).equals(needle.subarray(0, length))) return length;
  }
  return 0;
}
