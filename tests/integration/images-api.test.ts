import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET as imageApi } from '@/app/api/v2/images/[id]/route';
import { POST as upload } from '@/app/api/v2/images/route';
import { GET as media } from '@/app/media/[image]/[file]/route';
import { images } from '@/db/schema';
import { storeImage } from '@/features/media/images.server';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';
import { systemActor } from '@/features/auth/permissions';

const tester = systemActor('test setup');

const { db } = withFreshDatabase();

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A well-formed PNG header promising 7000 x 7000 RGB pixels (49 MP, under the limit), then only 4 rows of them. */
function truncatedPng() {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(7000, 0);
  ihdr.writeUInt32BE(7000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(4 * (1 + 7000 * 3)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', rows)]);
}

/** A photo-like JPEG cut off after 60 % of its bytes. */
async function truncatedJpeg() {
  const jpeg = await sharp(randomBytes(800 * 600 * 3), { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg()
    .toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
}

async function storedImageCount() {
  const [row] = await db().select({ n: count() }).from(images);
  return row!.n;
}

function uploadRequest(bytes: Buffer, name = 'photo.png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  form.set('alt', '写真');
  return request('/api/v2/images', { method: 'POST', admin: true, body: form });
}

describe('images', () => {
  it('stores variants at the spec sizes in AVIF, WebP and JPEG and serves a variant with an immutable cache header', async () => {
    const stored = await storeImage(tester, await png(2000, 1200), { alt: '試験画像', families: ['standard'] });
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
    expect(
      (await media(request('/media/1-000000000000/standard-640.jpg'), ctx({ image: '1-000000000000', file: 'standard-640.jpg' }))).status,
    ).toBe(404);
  });

  it('accepts an upload and rejects wrong magic bytes with 415', async () => {
    const ok = await upload(uploadRequest(await png(800, 600)), undefined);
    expect(ok.status).toBe(201);
    const fake = await upload(uploadRequest(Buffer.from('<?php echo 1; ?>'), 'photo.jpg'), undefined);
    expect(fake.status).toBe(415);
    expect((await problem(fake)).status).toBe(415);
  });

  it('refuses a truncated PNG whose header claims 7000 x 7000 with 422 problem+json, storing nothing', async () => {
    const before = await storedImageCount();
    const header = await sharp(truncatedPng()).metadata();
    expect([header.format, header.width, header.height]).toEqual(['png', 7000, 7000]);
    const res = await upload(uploadRequest(truncatedPng()), undefined);
    expect(res.status).toBe(422);
    const body = await problem(res);
    expect(body.status).toBe(422);
    expect(body.errors).toEqual([expect.objectContaining({ pointer: 'file' })]);
    expect(await storedImageCount()).toBe(before);
  });

  it('refuses a truncated JPEG with 422 problem+json, storing nothing', async () => {
    const before = await storedImageCount();
    const res = await upload(uploadRequest(await truncatedJpeg(), 'photo.jpg'), undefined);
    expect(res.status).toBe(422);
    expect((await problem(res)).errors).toEqual([expect.objectContaining({ pointer: 'file' })]);
    expect(await storedImageCount()).toBe(before);
  });

  it('rejects a decompression bomb with 413', async () => {
    // 10000 x 10000 = 100 MP, over the 50 MP limit, yet a tiny file.
    const bomb = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(uploadRequest(bomb), undefined);
    expect(res.status).toBe(413);
    expect((await problem(res)).status).toBe(413);
  });

  it('stops reading a chunked upload as soon as it passes the size limit: 413 problem+json', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 40) controller.close();
        else controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const headers = { 'content-type': 'multipart/form-data; boundary=x' };
    const res = await upload(
      request('/api/v2/images', { method: 'POST', admin: true, headers, body, duplex: 'half' } as RequestInit),
      undefined,
    );
    expect(res.status).toBe(413);
    expect((await problem(res)).detail).toMatch(/at most/);
    expect(pulled).toBeLessThan(25);
  });
});

describe('the media library list', () => {
  it('lists newest first with a WebP thumbnail, finds by alt text or id, and needs an editor', async () => {
    const { GET: list } = await import('@/app/api/v2/images/route');
    const first = await storeImage(tester, await png(800, 600), { alt: '雪原を走るディフェンダー', families: ['standard'] });
    const second = await storeImage(tester, await png(800, 600), { alt: '夜の都市とレンジローバー', families: ['standard'] });
    const all = (await (await list(request('/api/v2/images', { admin: true }), undefined)).json()) as {
      data: { id: number; alt: string; thumbnail_url: string }[];
    };
    expect(all.data.slice(0, 2).map((i) => i.id)).toEqual([second.id, first.id]);
    expect(all.data[0]!.thumbnail_url).toMatch(/^\/media\/\d+-[0-9a-f]+\/[\w-]+\.webp$/);
    const byAlt = (await (
      await list(request(`/api/v2/images?q=${encodeURIComponent('ディフェンダー')}`, { admin: true }), undefined)
    ).json()) as {
      data: { id: number }[];
    };
    expect(byAlt.data.map((i) => i.id)).toEqual([first.id]);
    const byId = (await (await list(request(`/api/v2/images?q=${second.id}`, { admin: true }), undefined)).json()) as {
      data: { id: number }[];
    };
    expect(byId.data.map((i) => i.id)).toEqual([second.id]);
    const wildcard = (await (await list(request('/api/v2/images?q=%25', { admin: true }), undefined)).json()) as { data: unknown[] };
    expect(wildcard.data).toEqual([]);
    const paged = (await (await list(request(`/api/v2/images?before_id=${second.id}`, { admin: true }), undefined)).json()) as {
      data: { id: number }[];
    };
    expect(paged.data[0]!.id).toBe(first.id);
    expect((await list(request('/api/v2/images'), undefined)).status).toBe(401);
  });
});
