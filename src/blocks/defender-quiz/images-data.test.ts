import { describe, expect, it } from 'vitest';
import { imagesSource, readImagesData } from './images-data';

describe('images_data_url', () => {
  it('is a site path to a .json file, or an https URL', () => {
    expect(imagesSource('')).toEqual({ kind: 'none' });
    expect(imagesSource(undefined)).toEqual({ kind: 'none' });
    expect(imagesSource('/demo/defender-quiz/images.json')).toEqual({ kind: 'site', path: '/demo/defender-quiz/images.json' });
    expect(imagesSource('/demo/%E7%94%BB%E5%83%8F.json?v=2')).toEqual({ kind: 'site', path: '/demo/画像.json' });
    expect(imagesSource('https://cdn.example.jp/quiz/images')).toEqual({ kind: 'remote', url: 'https://cdn.example.jp/quiz/images' });
  });

  it('refuses anything that could leave public/, reach another scheme or carry credentials', () => {
    for (const url of [
      '/demo/../../.env.json',
      '/demo/%2e%2e/secret.json',
      '/demo/./a.json',
      '/demo/images.txt',
      '//evil.example/a.json',
      'https://user:secret@cdn.example.jp/a.json',
      'file:///etc/passwd',
      'demo/images.json',
      '/demo/%E0%A4%A.json',
    ])
      expect(imagesSource(url), url).toEqual({ kind: 'invalid' });
  });

  it('keeps known answer keys with usable addresses and counts the rest', () => {
    expect(
      readImagesData({
        images: {
          camping: '/demo/defender-quiz/camping.svg',
          dog: ' https://cdn.example.jp/dog.jpg ',
          unicorn: '/demo/u.svg',
          city: 'javascript:alert(1)',
          snow: 42,
        },
      }),
    ).toEqual({ ok: true, images: { camping: '/demo/defender-quiz/camping.svg', dog: 'https://cdn.example.jp/dog.jpg' }, dropped: 3 });
  });

  it('says what is wrong with a document that does not fit', () => {
    expect(readImagesData(null)).toEqual({ ok: false, problem: 'not an object' });
    expect(readImagesData([{}])).toEqual({ ok: false, problem: 'not an object' });
    expect(readImagesData({ pictures: {} })).toEqual({ ok: false, problem: 'no "images" object' });
  });
});
