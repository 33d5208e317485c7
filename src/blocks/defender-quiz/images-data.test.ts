import { describe, expect, it } from 'vitest';
import { readImagesData } from './images-data';

describe('the pictures document', () => {
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
