import { Window } from 'happy-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import type { ResolvedImage } from '@/ui/picture';
import { fill } from './vehicle-gallery-labels';
import { VehicleGallery } from './vehicle-gallery';

const t = getT('ja');
const photo = (n: number): ResolvedImage => ({
  kind: 'picture',
  alt: `ディフェンダー 110の写真 ${n}/4`,
  src: `/media/${n}-abc/standard-1024.jpg`,
  width: 1024,
  height: 576,
  srcSet: {
    avif: `/media/${n}-abc/standard-1600.avif 1600w`,
    webp: `/media/${n}-abc/standard-1600.webp 1600w`,
    jpeg: `/media/${n}-abc/standard-1600.jpg 1600w`,
  },
});

function render(photos: ResolvedImage[]) {
  const window = new Window();
  window.document.body.innerHTML = renderToStaticMarkup(<VehicleGallery photos={photos} label="ディフェンダー 110" />);
  return window.document;
}

describe('VehicleGallery (server)', () => {
  it('puts every photo in the HTML, the first eager with high priority (the LCP) and the rest lazy', () => {
    const doc = render([1, 2, 3, 4].map(photo));
    const slides = [...doc.querySelectorAll('li[aria-roledescription="slide"] img')];
    expect(slides.map((img) => [img.getAttribute('alt'), img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['ディフェンダー 110の写真 1/4', 'eager', 'high'],
      ['ディフェンダー 110の写真 2/4', 'lazy', 'auto'],
      ['ディフェンダー 110の写真 3/4', 'lazy', 'auto'],
      ['ディフェンダー 110の写真 4/4', 'lazy', 'auto'],
    ]);
    expect(doc.querySelector('section')!.getAttribute('aria-label')).toBe(t('stock.gallery_label', { name: 'ディフェンダー 110' }));
  });

  it('draws thumbnails named by their button, and the count, before the island runs', () => {
    const doc = render([1, 2, 3, 4].map(photo));
    const thumbs = [...doc.querySelectorAll('button[aria-label]')].filter((b) => b.querySelector('img'));
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4].map((n) => fill(t('stock.gallery_show', { skipInterpolation: true }), { n })),
    );
    expect(thumbs.map((b) => b.querySelector('img')!.getAttribute('alt'))).toEqual(['', '', '', '']);
    expect(thumbs.map((b) => b.querySelector('img')!.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy', 'lazy']);
    expect(thumbs[0]!.getAttribute('aria-current')).toBe('true');
    const count = fill(t('stock.gallery_count', { skipInterpolation: true }), { index: 1, total: 4 });
    expect(doc.querySelector('[data-gallery-count] [aria-hidden="true"]')!.textContent).toBe(count);
  });

  it('draws nothing without photos', () => {
    expect(renderToStaticMarkup(<VehicleGallery photos={[]} label="x" />)).toBe('');
  });
});
