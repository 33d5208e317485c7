import { describe, expect, it } from 'vitest';
import headingStyles from '@/ui/heading.module.css';
import paragraphStyles from '@/ui/paragraph.module.css';
import { renderBlockSection } from '../test-rendering';
import styles from './hero-banner.module.css';

describe('hero banner', () => {
  it('renders its default content: title, paragraph, image and button', async () => {
    const section = await renderBlockSection('hero_banner');
    const h1 = section.querySelector('h1')!;
    expect(h1.textContent).toBe('新しい時代の、ラグジュアリー。');
    expect(h1.className).toContain(headingStyles['size-title']);
    expect(section.querySelector('p')!.textContent).toBe('どんな道でも、洗練と力強さを。');
    const img = section.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('山道を走るSUV');
    expect(img.getAttribute('src')).toBe('/media/101300-test/standard-1024.jpg');
    const button = section.querySelector('a')!;
    expect([button.textContent, button.getAttribute('href')]).toEqual(['モデル一覧', '/models']);
    expect(section.className.split(' ')).toEqual(['block', 'dark-theme', 'no-border']);
  });

  it('draws the paragraph in the chosen paragraph size', async () => {
    const large = (await renderBlockSection('hero_banner')).querySelector('p')!;
    expect(large.className).toContain(paragraphStyles['size-l']);
    const quote = (await renderBlockSection('hero_banner', { fields: { paragraph_size: 'quote' } })).querySelector('p')!;
    expect(quote.className).toContain(paragraphStyles['size-quote']);
    expect(quote.className).not.toContain(paragraphStyles['size-l']);
  });

  it('centres the content and applies the chosen theme', async () => {
    const section = await renderBlockSection('hero_banner', { fields: { content_position: 'center', theme: 'light-theme' } });
    expect(section.querySelector(`.${styles.hero}`)!.className).toContain(styles.center);
    expect(section.className).toContain('light-theme');
  });

  it('loads the image eagerly in the first two blocks and lazily after', async () => {
    const second = (await renderBlockSection('hero_banner', { index: 1 })).querySelector('img')!;
    expect([second.getAttribute('loading'), second.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    const third = (await renderBlockSection('hero_banner', { index: 2 })).querySelector('img')!;
    expect([third.getAttribute('loading'), third.getAttribute('fetchpriority')]).toEqual(['lazy', 'auto']);
  });

  it('resolves a predefined link alias to its URL', async () => {
    const buttons = [{ url: 'alias:test-drive', label: '試乗予約', type: 'internal' }];
    const section = await renderBlockSection('hero_banner', { fields: { buttons } });
    expect(section.querySelector('a')!.getAttribute('href')).toBe('/forms/test-drive');
  });
});
