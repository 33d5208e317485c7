import { AppError } from './app-error';

/**
 * Reads a request body as bytes, refusing it as soon as it passes `maxBytes`: a declared
 * Content-Length over the limit is refused before reading anything, and a chunked upload is cut
 * off at the limit instead of being buffered whole first.
 */
export async function readBodyBytes(request: Request, maxBytes: number, what = 'The request body'): Promise<Uint8Array> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', `${what} may be at most ${formatBytes(maxBytes)}.`);
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body as UTF-8 text (invalid sequences refused, not silently replaced). */
export async function readBodyText(request: Request, maxBytes: number, what?: string): Promise<string> {
  const bytes = await readBodyBytes(request, maxBytes, what);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid UTF-8 text.');
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
