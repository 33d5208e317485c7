import { describe, expect, it } from 'vitest';
import { vehicleShareMetadata } from './vehicle-share-metadata';

const base = {
  title: '認定中古車 ディフェンダー 110 D300 | ランドローバー',
  description: '認定中古車 ディフェンダー 110 D300 ／ 2023年 ／ 898万円',
  canonical: 'https://www.example.jp/showroom/approved-defender-2023-12',
  siteName: 'ランドローバー',
};
const image = {
  url: 'https://www.example.jp/media/7-0123456789ab/standard-1600.jpg',
  width: 1600,
  height: 900,
  alt: 'ディフェンダー 110 D300',
};

describe('vehicleShareMetadata', () => {
  it('shares the canonical URL, title, description and photo as a large card', () => {
    expect(vehicleShareMetadata({ ...base, image })).toEqual({
      title: base.title,
      description: base.description,
      alternates: { canonical: base.canonical },
      openGraph: {
        type: 'website',
        locale: 'ja_JP',
        siteName: 'ランドローバー',
        title: base.title,
        description: base.description,
        url: base.canonical,
        images: [image],
      },
      twitter: { card: 'summary_large_image', title: base.title, description: base.description, images: [image] },
    });
  });

  it('falls back to a small card without a photo (a large card needs an image)', () => {
    const meta = vehicleShareMetadata({ ...base, image: null });
    expect(meta.twitter).toMatchObject({ card: 'summary' });
    expect(meta.openGraph?.images).toBeUndefined();
    expect(meta.openGraph?.url).toBe(base.canonical);
  });
});
