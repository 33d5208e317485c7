import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture';
import { RichText } from './rich-text';

describe('Picture', () => {
  const image = {
    kind: 'picture' as const,
    alt: '海辺',
    src: '/m/1024.jpg',
    width: 1024,
    height: 576,
    srcSet: { avif: '/m/1600.avif 1600w', webp: '/m/1600.webp 1600w', jpeg: '/m/1600.jpg 1600w' },
  };

  it('offers AVIF and WebP before the JPEG and loads lazily unless it has priority', () => {
    const lazy = renderToStaticMarkup(<Picture image={image} sizes="100vw" />);
    expect(lazy).toBe(
      '<picture><source type="image/avif" srcSet="/m/1600.avif 1600w" sizes="100vw"/><source type="image/webp" srcSet="/m/1600.webp 1600w" sizes="100vw"/>' +
        '<img src="/m/1024.jpg" srcSet="/m/1600.jpg 1600w" sizes="100vw" alt="海辺" width="1024" height="576" loading="lazy" fetchPriority="auto" decoding="async"/></picture>',
    );
    expect(renderToStaticMarkup(<Picture image={image} sizes="100vw" priority />)).toContain(
      'loading="eager" fetchPriority="high" decoding="sync"',
    );
  });

  it('keeps the place of a missing image, named by its alt text', () => {
    expect(renderToStaticMarkup(<Picture image={{ kind: 'missing', alt: '欠け', width: 900, height: 500 }} sizes="100vw" />)).toBe(
      '<span role="img" aria-label="欠け" style="aspect-ratio:900 / 500"></span>',
    );
    expect(renderToStaticMarkup(<Picture image={null} sizes="100vw" />)).toBe('');
  });
});

describe('RichText', () => {
  it('renders sanitised HTML as given and nothing for blank text', () => {
    expect(renderToStaticMarkup(<RichText html={{ __html: '<p>本文</p>' }} />)).toMatch(/^<div class="[^"]+"><p>本文<\/p><\/div>$/);
    expect(renderToStaticMarkup(<RichText html={{ __html: '  ' }} />)).toBe('');
    expect(renderToStaticMarkup(<RichText html={undefined} />)).toBe('');
  });
});
