import { describe, expect, it } from 'vitest';
import { validatePageBlocks } from '@/blocks/validate-page-blocks';
import { demoPages } from './demo-site';
import { demoRecommenderPages, recommenderPaths } from './demo-recommender-pages';

const pageAt = (path: string) => demoPages.find((p) => p.path === path)!;
const stockFilter = (url: string) => {
  const query = new URL(url, 'https://example.jp').searchParams;
  return { models: query.getAll('filter[nameplate_name_in][]'), engines: query.getAll('filter[engine_type_includes][]') };
};

describe('the recommender quiz demo pages', () => {
  it('are published at /tools/defender-quiz and /tools/powertrains-quiz, each headed by its quiz’s h1, and save', () => {
    expect(demoRecommenderPages.map((p) => p.path)).toEqual([recommenderPaths.defender, recommenderPaths.powertrains]);
    for (const [path, h1] of [
      [recommenderPaths.defender, 'あなたにぴったりのディフェンダーを見つける'],
      [recommenderPaths.powertrains, 'あなたに合うパワートレインは？'],
    ] as const) {
      const page = pageAt(path);
      expect(page.status).toBe('published');
      expect(page.blocks.filter((b) => b.content.fields.header_tag === 'h1').map((b) => b.content.fields.title)).toEqual([h1]);
      expect(() => validatePageBlocks(page.blocks), path).not.toThrow();
    }
  });

  it('continues each Defender variant in the stock search, on its size and fuel', () => {
    const [quiz] = validatePageBlocks(pageAt(recommenderPaths.defender).blocks);
    expect(quiz!.content.fields.images_data_url).toBe('/demo/defender-quiz/images.json');
    const groups = quiz!.content.field_groups as { size: string; fuel_type: string; link: { url: string } }[];
    expect(groups).toHaveLength(16);
    for (const group of groups) {
      expect(group.link.url).toMatch(/^\/stock\?/);
      expect(stockFilter(group.link.url)).toEqual({
        models: [`defender_${group.size}`],
        engines: group.fuel_type === 'diesel' ? ['diesel_mhev'] : ['petrol', 'petrol_mhev'],
      });
    }
  });

  it('sends private owners to the stock of their powertrain and business owners to the test-drive form', () => {
    const [quiz] = validatePageBlocks(pageAt(recommenderPaths.powertrains).blocks);
    const groups = quiz!.content.field_groups as {
      powertrain: string;
      owner: string;
      button: string;
      link: { type: string; url?: string; form_id?: string };
    }[];
    expect(groups.map((g) => [g.powertrain, g.owner, g.button])).toEqual([
      ['phev', 'private', 'プラグインハイブリッドの在庫車を見る'],
      ['phev', 'business', '試乗・商談を予約する'],
      ['diesel', 'private', 'ディーゼル マイルドハイブリッドの在庫車を見る'],
      ['diesel', 'business', '試乗・商談を予約する'],
      ['petrol', 'private', 'ガソリン マイルドハイブリッドの在庫車を見る'],
      ['petrol', 'business', '試乗・商談を予約する'],
    ]);
    expect(stockFilter(groups[0]!.link.url!)).toEqual({ models: [], engines: ['phev'] });
    expect(stockFilter(groups[2]!.link.url!).engines).toEqual(['diesel_mhev']);
    for (const g of groups.filter((g) => g.owner === 'business')) expect(g.link).toMatchObject({ type: 'form', form_id: 'test_drive' });
  });
});
