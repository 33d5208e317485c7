import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageEntries, vehicleChunks, vehicleEntries } from '@/app/_seo/sitemap-data.server';
import { GET as mediaFile } from '@/app/media/[image]/[file]/route';
import robots from '@/app/robots';
import { vehiclePageMetadata } from '@/app/showroom/[slug]/vehicle-metadata.server';
import { GET as sitemapFile } from '@/app/sitemap/[file]/route';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import { validatePageBlocks } from '@/blocks/validate-page-blocks';
import { getDb } from '@/db/client.server';
import { vehicles } from '@/db/schema';
import { createNewsArticle } from '@/features/news/news-admin.server';
import { savePage } from '@/features/pages/page-editing.server';
import { pageInputSchema } from '@/features/pages/page-input';
import { saveSetting } from '@/features/settings/settings.server';
import { generateDemoVehicles, seedDemoStock } from '@/features/stock/demo.server';
import { upsertVehicles } from '@/features/stock/import.server';
import { getVehiclePage } from '@/features/stock/vehicle.server';
import { ctx, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';
import { systemActor } from '@/features/auth/permissions';

const tester = systemActor('test setup');

withFreshDatabase();
const site = 'http://localhost:3000';
const count = 60;
const feed = generateDemoVehicles(count);
const hour = 3_600_000;

async function page(input: Record<string, unknown>) {
  const parsed = pageInputSchema.parse({ status: 'published', ...input });
  await savePage(tester, { ...parsed, blocks: validatePageBlocks(parsed.blocks) });
}

async function listedIds(): Promise<number[]> {
  const db = await getDb();
  const rows = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.listed, true));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

beforeAll(async () => {
  await seedDemoStock(count, { force: true });
  await page({ path: '/', title: 'ホーム' });
  await page({ path: '/about', title: 'ブランドについて', canonical_url: '/about' });
  await page({ path: '/draft', title: '下書き', status: 'draft' });
  await page({ path: '/later', title: '予約公開', publish_at: new Date(Date.now() + hour).toISOString() });
  await page({ path: '/ended', title: '公開終了', unpublish_at: new Date(Date.now() - hour).toISOString() });
  await page({ path: '/hidden', title: '検索対象外', disable_seo_tracking: true });
  await page({ path: '/copy', title: '複製', canonical_url: 'https://other.example.jp/original' });
  await page({ path: '/lineup', title: '旧', page_type: 'url_redirection', to: '/models', link_type: 'internal' });
});

describe('sitemap of pages', () => {
  it('lists live, indexable pages at their own canonical URL, dated by their last save', async () => {
    expect((await pageEntries()).map((e) => e.loc)).toEqual([`${site}/`, `${site}/about`]);
    const response = await sitemapFile(request('/sitemap/pages.xml'), ctx({ file: 'pages.xml' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(locs(xml)).toEqual([`${site}/`, `${site}/about`]);
    expect(xml).toMatch(/<url><loc>http:\/\/localhost:3000\/about<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/);
  });

  it('follows publish windows as time passes, without any save', async () => {
    const inTwoHours = new Date(Date.now() + 2 * hour);
    expect((await pageEntries(inTwoHours)).map((e) => e.loc)).toContain(`${site}/later`);
  });

  it('shows a page saved a moment ago (the pages tag is invalidated)', async () => {
    await pageEntries();
    await page({ path: '/privacy', title: 'プライバシーポリシー' });
    expect((await pageEntries()).map((e) => e.loc)).toContain(`${site}/privacy`);
  });
});

describe('sitemap of news', () => {
  it('lists published articles once their date has come, after the pages, and never drafts', async () => {
    const news = (slug: string, status: 'published' | 'draft', published_at: string) =>
      createNewsArticle(tester, { slug, title: slug, summary: '概要', body: '<p>本文</p>', status, published_at });
    await news('spring-fair', 'published', '2026-03-01T10:00:00+09:00');
    await news('draft-note', 'draft', '2026-03-02T10:00:00+09:00');
    await news('next-year', 'published', '2031-06-01T00:00:00+09:00');
    const entries = (await pageEntries()).map((e) => e.loc);
    expect(entries).toContain(`${site}/news/spring-fair`);
    expect(entries.indexOf(`${site}/news/spring-fair`)).toBeGreaterThan(entries.indexOf(`${site}/about`));
    expect(entries).not.toContain(`${site}/news/draft-note`);
    expect(entries).not.toContain(`${site}/news/next-year`);
    expect((await pageEntries(new Date('2031-06-02T00:00:00Z'))).map((e) => e.loc)).toContain(`${site}/news/next-year`);
  });
});

describe('sitemap of vehicles', () => {
  it('lists every listed vehicle once at its canonical page URL, split into files', async () => {
    const ids = await listedIds();
    expect(ids.length).toBe(count);
    const chunks = await vehicleChunks(25);
    expect(chunks.map((c) => c.number)).toEqual([1, 2, 3]);
    const files = await Promise.all(chunks.map((c) => vehicleEntries(c.number, 25)));
    expect(files.map((f) => f.length)).toEqual([25, 25, 10]);
    const expected = await Promise.all(ids.map(async (id) => `${site}${(await getVehiclePage(id))!.canonicalPath}`));
    expect(files.flat().map((e) => e.loc)).toEqual(expected);
    // Each file is dated by the latest change of its cars.
    for (const [i, file] of files.entries()) {
      expect(chunks[i]!.lastmod.getTime()).toBe(Math.max(...file.map((e) => e.lastmod!.getTime())));
    }
    expect(await vehicleEntries(4, 25)).toEqual([]);
  });

  it('reflects an import at once: unlisted cars leave, a changed car moves to its new URL', async () => {
    const db = await getDb();
    const idOf = async (vin: string) =>
      (await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vin, vin.toUpperCase())))[0]!.id;
    const [goneId, changedId] = [await idOf(feed[0]!.vin), await idOf(feed[1]!.vin)];
    expect((await vehicleEntries(1)).map((e) => e.loc)).toHaveLength(count); // cached before the import
    await upsertVehicles('jp-main', [{ ...feed[1]!, color_canonical: 'orange' }, ...feed.slice(2)], { full: true });
    const now = (await vehicleEntries(1)).map((e) => e.loc);
    expect(now).toHaveLength(count - 1);
    expect(now.filter((loc) => loc.endsWith(`-${goneId}`))).toEqual([]);
    expect(now.filter((loc) => loc.endsWith(`-${changedId}`))).toEqual([expect.stringMatching(new RegExp(`-orange-${changedId}$`))]);
    expect(await vehicleChunks()).toHaveLength(1);
  });

  it('answers the index and the vehicle files over HTTP, and 404 for unknown files', async () => {
    const index = await (await sitemapIndex()).text();
    expect(locs(index)).toEqual([`${site}/sitemap/pages.xml`, `${site}/sitemap/vehicles-1.xml`]);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const cars = await sitemapFile(request('/sitemap/vehicles-1.xml'), ctx({ file: 'vehicles-1.xml' }));
    expect(locs(await cars.text()).every((loc) => loc.startsWith(`${site}/showroom/`))).toBe(true);
    for (const file of ['vehicles-2.xml', 'vehicles-0.xml', 'other.xml']) {
      expect((await sitemapFile(request(`/sitemap/${file}`), ctx({ file }))).status, file).toBe(404);
    }
  });
});

describe('vehicle page sharing', () => {
  it('gives og:image as an absolute URL of the first photo that loads as a JPEG', async () => {
    const [id] = await listedIds();
    const { canonicalPath, vehicle } = (await getVehiclePage(id!))!;
    const meta = await vehiclePageMetadata(canonicalPath.replace('/showroom/', ''));
    expect(meta.openGraph?.url).toBe(`${site}${canonicalPath}`);
    expect(meta.alternates?.canonical).toBe(`${site}${canonicalPath}`);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
    const [image] = meta.openGraph!.images as { url: string; width: number }[];
    expect(image!.url).toMatch(new RegExp(`^${site}/media/\\d+-[0-9a-f]{12}/standard-1600\\.jpg$`));
    expect(image!.width).toBe(1600);
    const firstPhoto = (vehicle.data.photos as { image_id: number }[])[0]!.image_id;
    expect(image!.url).toContain(`/media/${firstPhoto}-`);
    const [, imageSegment, file] = new URL(image!.url).pathname.split('/').slice(1);
    const response = await mediaFile(request(new URL(image!.url).pathname), ctx({ image: imageSegment!, file: file! }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('gives nothing for an unknown car', async () => {
    expect(await vehiclePageMetadata('used-defender-999999')).toEqual({});
  });
});

describe('a site that requires sign-in', () => {
  it('closes robots.txt and empties the sitemaps', async () => {
    expect(await robots()).toMatchObject({ sitemap: `${site}/sitemap.xml`, rules: { allow: '/' } });
    await saveSetting(tester, 'auth.require_user_login', 'true');
    expect(await robots()).toEqual({ rules: { userAgent: '*', disallow: '/' } });
    expect(locs(await (await sitemapIndex()).text())).toEqual([]);
    expect(locs(await (await sitemapFile(request('/sitemap/pages.xml'), ctx({ file: 'pages.xml' }))).text())).toEqual([]);
    await saveSetting(tester, 'auth.require_user_login', 'false');
    expect(locs(await (await sitemapIndex()).text())).toHaveLength(2);
  });
});
