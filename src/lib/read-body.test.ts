import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { formatBytes, readBodyBytes, readBodyText } from './read-body';

function streamOf(chunks: number, chunkBytes: number, onPull: () => void): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      onPull();
      if (sent++ >= chunks) controller.close();
      else controller.enqueue(new Uint8Array(chunkBytes).fill(0x61));
    },
  });
}

describe('readBodyBytes', () => {
  it('stops reading a chunked body as soon as it passes the limit', async () => {
    let pulls = 0;
    const request = new Request('http://x/', { method: 'POST', body: streamOf(1000, 1024, () => pulls++), duplex: 'half' } as RequestInit);
    await expect(readBodyBytes(request, 10 * 1024)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(pulls).toBeLessThan(20);
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const request = new Request('http://x/', { method: 'POST', body: 'abc', headers: { 'content-length': '999999' } });
    const error = await readBodyBytes(request, 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(413);
  });

  it('returns a body at exactly the limit', async () => {
    const request = new Request('http://x/', { method: 'POST', body: 'x'.repeat(10) });
    expect((await readBodyBytes(request, 10)).byteLength).toBe(10);
  });
});

describe('readBodyText', () => {
  it('decodes UTF-8 and refuses invalid byte sequences', async () => {
    expect(await readBodyText(new Request('http://x/', { method: 'POST', body: '日本' }), 100)).toBe('日本');
    const bad = new Request('http://x/', { method: 'POST', body: new Uint8Array([0xff, 0xfe, 0x41]) });
    await expect(readBodyText(bad, 100)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('formatBytes', () => {
  it('uses the largest whole unit', () => {
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(12)).toBe('12 bytes');
  });
});
