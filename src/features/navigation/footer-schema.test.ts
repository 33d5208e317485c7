import { describe, expect, it } from 'vitest';
import { validFooterItems } from './footer-schema';

describe('validFooterItems', () => {
  it('keeps labelled links, images with src and wrappers', () => {
    const items = validFooterItems([
      { type: 'link', label: '会社概要', url: '/about' },
      { type: 'image', src: '/brand/logo.svg' },
      { type: 'wrapper', items: [{ type: 'social', label: 'YouTube', icon: 'youtube', url: 'https://youtube.com' }] },
    ]);
    expect(items.map((i) => i.type)).toEqual(['link', 'image', 'wrapper']);
    expect(items[2]!.items).toHaveLength(1);
  });

  it('drops an image without src and a link or social item without label', () => {
    expect(validFooterItems([{ type: 'image' }, { type: 'link', url: '/x' }, { type: 'social', icon: 'x' }, 'nonsense'])).toEqual([]);
  });
});
