import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@/lib/app-error';
import { apiRoute } from '@/lib/api.server';

const root = path.join(process.cwd(), 'node_modules/@fontsource-variable/noto-sans-jp');
const types: Record<string, string> = { css: 'text/css; charset=utf-8', woff2: 'font/woff2' };

/**
 * Noto Sans JP (self-hosted from the npm package, never downloaded at build): its stylesheet and
 * subset files, cached for a year. Only `index.css` and `files/*.woff2` are served.
 */
export const GET = apiRoute<{ params: Promise<{ file: string[] }> }>(async (_request, { params }) => {
  const rel = (await params).file.join('/');
  if (!/^(index\.css|files\/noto-sans-jp-[a-z0-9-]+\.woff2)$/.test(rel)) throw new AppError('NOT_FOUND', 'No such font file.');
  const bytes = await readFile(path.join(root, rel)).catch(() => {
    throw new AppError('NOT_FOUND', 'No such font file.');
  });
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': types[rel.split('.').pop()!]!, 'cache-control': 'public, max-age=31536000, immutable' },
  });
});
