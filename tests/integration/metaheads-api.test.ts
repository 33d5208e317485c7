import { count, eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { POST as createMetaheadApi } from '@/app/api/metaheads/route';
import { metaheads } from '@/db/schema';
import { compilePendingMetaheadStyles } from '@/features/metaheads/compile-pending.server';
import { Metaheads } from '@/features/metaheads/metaheads.server';
import { getMetaheads } from '@/features/pages/pages.server';
import { invalidateTags } from '@/lib/cache.server';
import { logger } from '@/lib/logger.server';
import { problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

const { db } = withFreshDatabase();

afterEach(() => vi.restoreAllMocks());

function post(body: Record<string, unknown>) {
  return createMetaheadApi(request('/api/metaheads', { method: 'POST', admin: true, json: body }), undefined);
}

async function storedCount() {
  const [row] = await db().select({ n: count() }).from(metaheads);
  return row!.n;
}

async function storedCss(id: number) {
  const [row] = await db().select({ css: metaheads.compiledCss }).from(metaheads).where(eq(metaheads.id, id));
  return row!.css;
}

async function renderedHead() {
  await invalidateTags('metaheads');
  return renderToStaticMarkup(createElement(Metaheads, { rows: await getMetaheads(null), placement: 'head' }));
}

describe('style metaheads', () => {
  it('refuses an endless @while with 422 naming content within 4 s, while /api/health keeps answering', async () => {
    const before = await storedCount();
    const started = Date.now();
    let refusedAt = 0;
    const saving = post({ content: '$i: 0;\n@while true { $i: $i + 1; }', language: 'scss' }).then((res) => {
      refusedAt = Date.now();
      return res;
    });
    const healthRes = await health(request('/api/health'), undefined);
    const healthAt = Date.now();
    expect(healthRes.status).toBe(200);

    const res = await saving;
    expect(res.status).toBe(422);
    expect((await problem(res)).errors).toEqual([expect.objectContaining({ pointer: 'content' })]);
    expect(healthAt).toBeLessThan(refusedAt);
    expect(refusedAt - started).toBeLessThan(4_000);
    expect(await storedCount()).toBe(before);
  });

  it('refuses SCSS with a syntax error with 422 naming content', async () => {
    const res = await post({ content: '.a { color: ', language: 'scss' });
    expect(res.status).toBe(422);
    expect((await problem(res)).errors).toEqual([expect.objectContaining({ pointer: 'content' })]);
  });

  it('stores valid SCSS compiled and renders the stored CSS', async () => {
    const res = await post({ content: '$brand: #005a2b;\n.hero { .title { color: $brand; } }', language: 'scss' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()).data;
    expect(await storedCss(id)).toBe('.hero .title{color:#005a2b}');
    expect(await renderedHead()).toContain(`<style data-metahead="${id}">.hero .title{color:#005a2b}</style>`);
  });

  it('stores plain CSS as written, without compiling it', async () => {
    const res = await post({ content: '.x { color: red }', language: 'css' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()).data;
    expect(await storedCss(id)).toBeNull();
    expect(await renderedHead()).toContain(`<style data-metahead="${id}">.x { color: red }</style>`);
  });
});

describe('compilePendingMetaheadStyles (start-up)', () => {
  it('compiles SCSS and Sass stored before compile-on-save; a broken one is logged, renders nothing and stays pending', async () => {
    const error = vi.spyOn(logger, 'error');
    const [scss, sass, broken] = await db()
      .insert(metaheads)
      .values([
        { content: '.legacy { .a { margin: 1px + 1px; } }', language: 'scss' },
        { content: '.indented\n  padding: 2px * 2\n', language: 'sass' },
        { content: '.broken { color: $nowhere; }', language: 'scss' },
      ])
      .returning({ id: metaheads.id });

    expect(await compilePendingMetaheadStyles()).toEqual({ compiled: 2, failed: 1 });
    expect(await storedCss(scss!.id)).toBe('.legacy .a{margin:2px}');
    expect(await storedCss(sass!.id)).toBe('.indented{padding:4px}');
    expect(await storedCss(broken!.id)).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ metaheadId: broken!.id }), 'metahead style does not compile');

    const head = await renderedHead();
    expect(head).toContain(`<style data-metahead="${sass!.id}">.indented{padding:4px}</style>`);
    expect(head).not.toContain(`data-metahead="${broken!.id}"`);

    expect(await compilePendingMetaheadStyles()).toEqual({ compiled: 0, failed: 1 });
  });
});
