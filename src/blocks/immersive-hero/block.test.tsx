import { describe, expect, it } from 'vitest';
import headingStyles from '@/ui/heading.module.css';
import { renderBlockSection } from '../test-rendering';
import styles from './immersive-hero.module.css';

const mobileImage = { id: 77, alt: '縦長の写真' };

describe('immersive hero', () => {
  it('renders its default content: heading, text, image and button', async () => {
    const section = await renderBlockSection('immersive_hero');
    const h2 = section.querySelector('h2')!;
    expect(h2.textContent).toBe('冒険は、ここから始まる。');
    expect(h2.className).toContain(headingStyles['size-title']);
    expect(section.querySelector(`.${styles.content} p`)!.textContent).toBe('圧倒的な走破性と上質な室内空間。');
    expect(section.querySelector('img')!.getAttribute('alt')).toBe('夕暮れの海岸線');
    expect(section.querySelector('a')!.textContent).toBe('在庫車を探す');
    const hero = section.querySelector(`.${styles.hero}`)!;
    expect(hero.className).toContain(styles['left-bottom']);
    expect(hero.className).toContain(styles.overlay);
    expect(hero.hasAttribute('data-mxo')).toBe(false);
    expect(section.className).toContain('dark-theme');
  });

  it('places the content, marks MXO heroes and leaves the image untinted without the overlay', async () => {
    const hero = (
      await renderBlockSection('immersive_hero', { fields: { content_placement: 'middle', has_mxo: true, is_overlay: false } })
    ).querySelector(`.${styles.hero}`)!;
    expect(hero.className).toContain(styles.middle);
    expect(hero.className).not.toContain(styles.overlay);
    expect(hero.hasAttribute('data-mxo')).toBe(true);
  });

  it('adds the tall mobile image only when the editor turns it on', async () => {
    const off = await renderBlockSection('immersive_hero', { fields: { mobile_image: mobileImage } });
    expect(off.querySelectorAll('img')).toHaveLength(1);
    const on = await renderBlockSection('immersive_hero', { fields: { mobile_image: mobileImage, has_mobile_image: true } });
    const sources = [...on.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/media/77-test/tall-1024.jpg', '/media/101301-test/standard-1024.jpg']);
  });

  it('stacks the buttons in a column when placed in a row', async () => {
    const section = await renderBlockSection('immersive_hero', { fields: { buttons_placement: 'row' } });
    expect(section.querySelector('a')!.parentElement!.className).toContain(styles.buttonsRow);
  });
});
