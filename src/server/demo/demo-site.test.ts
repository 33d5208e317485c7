import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '@/blocks/registry';
import { validatePageBlocks } from '@/blocks/validate-page-blocks';
import { demoCatalogueDocument } from '@/features/models/demo-catalogue';
import { pageInputSchema } from '@/features/pages/page-input';
import { demoPages, demoSettings } from './demo-site';
import { legalPaths } from './demo-legal-pages';

type Link = { label: string; url: string };
const footer = demoSettings['footer.json'] as { medium_links: Link[] };
const pageAt = (path: string) => demoPages.find((p) => p.path === path);
const h1Of = (path: string) => pageAt(path)?.blocks.find((b) => b.content.fields.header_tag === 'h1')?.content.fields.title;

describe('demo site content', () => {
  it('saves: every page fits the page schema and its blocks their templates', () => {
    for (const page of demoPages) {
      expect(() => pageInputSchema.parse(page), page.path).not.toThrow();
      expect(() => validatePageBlocks(page.blocks), page.path).not.toThrow();
    }
  });

  it('links the footer legal links to published pages headed with the same words', () => {
    expect(footer.medium_links).toEqual([
      { type: 'link', label: 'プライバシーポリシー', url: '/privacy' },
      { type: 'link', label: '利用規約', url: '/terms' },
    ]);
    for (const link of footer.medium_links) {
      expect(pageAt(link.url)?.status, link.url).toBe('published');
      expect(h1Of(link.url)).toBe(link.label);
    }
  });

  it('marks the legal pages as demo text and covers what a Japanese privacy policy must say', () => {
    const text = (path: string) =>
      pageAt(path)!
        .blocks.map((b) => `${b.content.fields.title} ${b.content.fields.paragraph}`)
        .join('\n');
    for (const path of Object.values(legalPaths)) expect(text(path)).toContain('デモサイト用のサンプル文面');
    for (const topic of ['利用目的', '第三者への提供', 'Cookie', '外部送信', '開示', 'お問い合わせ窓口']) {
      expect(text(legalPaths.privacy)).toContain(topic);
    }
  });

  it('sends the cookie banner to the privacy policy', () => {
    const consent = demoSettings['cookie_consent.content'] as { body: string };
    expect(consent.body).toContain(`href="${legalPaths.privacy}"`);
  });

  it('links every model card on /models to its published model page, and each model page to its cars in stock', () => {
    const cards = pageAt('/models')!.blocks.find((b) => b.template_key === 'content_blocks')!.content.field_groups as { link: Link }[];
    expect(cards.map((card) => card.link.url)).toEqual(['/models/range-rover', '/models/defender', '/models/discovery']);
    for (const card of cards) {
      const modelPage = pageAt(card.link.url);
      expect(modelPage?.status, card.link.url).toBe('published');
      const stock = modelPage!.blocks.find((b) => b.template_key === 'stock_locator_carousel')!.content.fields.more_link as Link;
      expect(stock.url).toMatch(/^\/stock\?filter%5Bnameplate_name_in%5D%5B%5D=/);
    }
  });

  it('names only models and engines of the demo model catalogue', () => {
    const catalogue = demoCatalogueDocument();
    const known = { car: new Set(catalogue.nameplates.map((n) => n.key)), engine: new Set(catalogue.engines.map((e) => e.key)) };
    const named = demoPages.flatMap((page) =>
      validatePageBlocks(page.blocks).flatMap((b) => getBlockDefinition(b.template_key)?.catalogueRefs?.(b.content as never) ?? []),
    );
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((ref) => !known[ref.kind].has(ref.key))).toEqual([]);
  });
});
