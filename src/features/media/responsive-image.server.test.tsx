import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getImage, type ImageInfo } from './images.server';
import { pictureOf, resolveImage } from './responsive-image.server';

vi.mock('./images.server', () => ({ getImage: vi.fn() }));

const variant = (name: string, format: 'avif' | 'webp' | 'jpeg', width: number) => ({
  name,
  format,
  width,
  height: Math.round((width * 9) / 16),
  url: `/media/7-abc/${name}.${format}`,
});
const info: ImageInfo = {
  id: 7,
  alt: 'アップロード時の説明',
  width: 1600,
  height: 900,
  // Widest first, as images.server returns them.
  variants: [1600, 1024, 640].flatMap((w) => (['avif', 'webp', 'jpeg'] as const).map((f) => variant(`standard-${w}`, f, w))),
};

describe('pictureOf', () => {
  it('lists every width of each format and draws the middle JPEG by default', () => {
    expect(pictureOf(info, 'standard', '編集者の説明')).toEqual({
      kind: 'picture',
      alt: '編集者の説明',
      src: '/media/7-abc/standard-1024.jpeg',
      width: 1024,
      height: 576,
      srcSet: {
        avif: '/media/7-abc/standard-1600.avif 1600w, /media/7-abc/standard-1024.avif 1024w, /media/7-abc/standard-640.avif 640w',
        webp: '/media/7-abc/standard-1600.webp 1600w, /media/7-abc/standard-1024.webp 1024w, /media/7-abc/standard-640.webp 640w',
        jpeg: '/media/7-abc/standard-1600.jpeg 1600w, /media/7-abc/standard-1024.jpeg 1024w, /media/7-abc/standard-640.jpeg 640w',
      },
    });
  });

  it("uses the upload's alt text when the editor gave none, and an image cut for another family as stored", () => {
    const picture = pictureOf(info, 'tall', undefined);
    expect(picture).toMatchObject({ alt: 'アップロード時の説明', src: '/media/7-abc/standard-1024.jpeg' });
  });

  it('keeps only the requested family when the image has several', () => {
    const both = { ...info, variants: [...info.variants, variant('tall-1024', 'jpeg', 1024)] };
    expect(pictureOf(both, 'tall', '')).toMatchObject({
      src: '/media/7-abc/tall-1024.jpeg',
      srcSet: { avif: '', jpeg: '/media/7-abc/tall-1024.jpeg 1024w' },
    });
  });
});

describe('resolveImage', () => {
  beforeEach(() => vi.mocked(getImage).mockReset());

  it('gives a missing image the fallback size (site.md §8) and its alt text', async () => {
    vi.mocked(getImage).mockResolvedValue(null);
    expect(await resolveImage({ id: 404, alt: '見つからない' }, 'standard')).toEqual({
      kind: 'missing',
      alt: '見つからない',
      width: 900,
      height: 500,
    });
  });

  it('resolves a stored image to its picture', async () => {
    vi.mocked(getImage).mockResolvedValue(info);
    expect(await resolveImage({ id: 7 }, 'standard')).toMatchObject({ kind: 'picture', src: '/media/7-abc/standard-1024.jpeg' });
    expect(getImage).toHaveBeenCalledWith(7);
  });
});
