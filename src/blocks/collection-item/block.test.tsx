import { describe, expect, it } from 'vitest';
import headingStyles from '@/ui/heading.module.css';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';
import styles from './collection-item.module.css';

const maximal = {
  image: { id: 700, alt: 'レザーのキーケース' },
  title: 'キーケース',
  header_tag: 'h3',
  header_size: 'xl',
  description: '職人が一つずつ仕立てた、フルグレインレザーのキーケース。\n刻印サービスもご利用いただけます。',
  url: 'https://shop.example.jp/key-case',
  open_in_new_tab: true,
  link_label: 'オンラインストアで購入',
  image_position: 'right',
  theme: 'dark-theme',
  border_grid_class: 'border-top-bottom',
  padding_grid_class: 'y-space-0',
  header_font: 'secondary',
};

describe('collection item', () => {
  it('renders its default content: portrait image, heading, text and an internal link', async () => {
    const section = await renderBlockSection('collection_item');
    const h2 = section.querySelector('h2')!;
    expect(h2.textContent).toBe('レンジローバー コレクション');
    expect(h2.className).toContain(headingStyles['size-l']);
    const img = section.querySelector('img')!;
    expect([img.getAttribute('alt'), img.getAttribute('src')]).toEqual([
      '湖畔に停まるレンジローバー',
      '/media/101302-test/collection-1024.jpg',
    ]);
    expect(section.querySelector('p')!.textContent).toContain('ライフスタイルアイテム');
    const link = section.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'コレクションを見る',
      '/collection/range-rover',
      null,
      null,
    ]);
    expect(section.querySelector(`.${styles.item}`)!.className).not.toContain(styles.imageRight);
  });

  it('renders every field: image right, an external link in a new tab that says so, the layout classes', async () => {
    const section = await renderBlockSection('collection_item', { fields: maximal });
    expect(section.querySelector('h3')!.textContent).toBe('キーケース');
    expect(section.querySelector('h3')!.className).toContain(headingStyles['size-xl']);
    expect(section.querySelector('p')!.textContent).toBe(maximal.description);
    expect(section.querySelector(`.${styles.item}`)!.className).toContain(styles.imageRight);
    const link = section.querySelector('a')!;
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://shop.example.jp/key-case',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(link.textContent).toBe('オンラインストアで購入（新しいタブで開きます）');
    expect(section.className.split(' ')).toEqual(['block', 'dark-theme', 'border-top-bottom', 'y-space-0', 'header-font-secondary']);
  });

  it('labels an external link in the same tab as another site, and uses the default link text', async () => {
    const section = await renderBlockSection('collection_item', { fields: { url: 'https://example.jp', link_label: '' } });
    const link = section.querySelector('a')!;
    expect([link.textContent, link.getAttribute('rel'), link.getAttribute('target')]).toEqual([
      '詳しく見る（外部サイト）',
      'noopener noreferrer',
      null,
    ]);
  });

  it('shows no link without a URL, and refuses an unsafe URL on save', async () => {
    const section = await renderBlockSection('collection_item', { fields: { url: '' } });
    expect(section.querySelector('a')).toBeNull();
    const stored = await renderBlockSection('collection_item', { fields: { url: 'javascript:alert(1)' } });
    expect(stored.querySelector('a')).toBeNull();
    expect(() => validateBlockContent('collection_item', { fields: { ...maximal, url: 'javascript:alert(1)' } })).toThrow(
      expect.objectContaining({ errors: [expect.objectContaining({ pointer: 'content.fields.url' })] }),
    );
    expect(validateBlockContent('collection_item', { fields: maximal }).fields).toMatchObject({ url: maximal.url });
  });
});
