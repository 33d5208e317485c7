import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET as imageApi } from '@/app/api/v2/images/[id]/route';
import { POST as upload } from '@/app/api/v2/images/route';
import { GET as media } from '@/app/media/[image]/[file]/route';
import { storeImage } from '@/features/media/images.server';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } }).png().toBuffer();
}

function uploadRequest(bytes: Buffer, name = 'photo.png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  form.set('alt', '写真');
  return request('/api/v2/images', { method: 'POST', admin: true, body: form });
}

describe('images', () => {
  it('stores variants at the spec sizes in AVIF, WebP and JPEG and serves them immutable', async () => {
    const stored = await storeImage(await png(2000, 1200), { alt: '試験画像', families: ['standard'] });
    const body = await (await imageApi(request(`/api/v2/images/${stored.id}`), ctx({ id: String(stored.id) }))).json();
    expect(body.data).toMatchObject({ id: stored.id, alt: '試験画像', width: 2000, height: 1200 });
    const sizes = new Set(body.data.variants.map((v: { width: number; height: number }) => `${v.width}x${v.height}`));
    expect([...sizes].sort()).toEqual(['1024x576', '1600x900', '640x360']);
    expect(new Set(body.data.variants.map((v: { format: string }) => v.format))).toEqual(new Set(['avif', 'webp', 'jpeg']));

    const avif = body.data.variants.find((v: { format: string; width: number }) => v.format === 'avif' && v.width === 640);
    const [, , image, file] = avif.url.split('/');
    const res = await media(request(avif.url), ctx({ image, file }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(640);
  });

  it('answers an unknown image or variant with 404', async () => {
    expect((await imageApi(request('/api/v2/images/999999'), ctx({ id: '999999' }))).status).toBe(404);
    expect((await media(request('/media/1-000000000000/standard-640.jpg'), ctx({ image: '1-000000000000', file: 'standard-640.jpg' }))).status).toBe(404);
  });

  it('accepts an upload and rejects wrong magic bytes with 415', async () => {
    const ok = await upload(uploadRequest(await png(800, 600)), undefined);
    expect(ok.status).toBe(201);
    const fake = await upload(uploadRequest(Buffer.from('<?php echo 1; ?>'), 'photo.jpg'), undefined);
    expect(fake.status).toBe(415);
    expect((await problem(fake)).status).toBe(415);
  });

  it('rejects a decompression bomb with 413', async () => {
    // 10000 x 10000 = 100 MP, over the 50 MP limit, yet a tiny file.
    const bomb = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    const res = await upload(uploadRequest(bomb), undefined);
    expect(res.status).toBe(413);
  });
});
