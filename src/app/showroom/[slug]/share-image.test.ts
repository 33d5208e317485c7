import { describe, expect, it } from 'vitest';
import { pickShareVariant } from './share-image';

const v = (format: string, width: number, height: number) => ({ format, width, height, url: `/media/1-abc/${format}-${width}x${height}` });

describe('pickShareVariant', () => {
  it('takes the smallest landscape JPEG at least 1200 wide', () => {
    const variants = [
      v('avif', 1600, 900),
      v('jpeg', 1600, 2844),
      v('jpeg', 1600, 900),
      v('jpeg', 1600, 650),
      v('jpeg', 1024, 576),
      v('webp', 1600, 900),
    ];
    // 1600×650 and 1600×900 tie on width: the standard cut is closer to 1.91:1, whatever the order.
    expect(pickShareVariant(variants)).toEqual(v('jpeg', 1600, 900));
    expect(pickShareVariant([...variants].reverse())).toEqual(v('jpeg', 1600, 900));
    expect(pickShareVariant([v('jpeg', 2400, 1350), v('jpeg', 1280, 720), v('jpeg', 640, 360)])).toEqual(v('jpeg', 1280, 720));
  });

  it('falls back to the widest landscape JPEG below 1200, and to nothing without one', () => {
    expect(pickShareVariant([v('jpeg', 640, 360), v('jpeg', 1024, 576), v('jpeg', 830, 830)])).toEqual(v('jpeg', 1024, 576));
    expect(pickShareVariant([v('webp', 1600, 900), v('jpeg', 1245, 1245), v('jpeg', 1600, 2844)])).toBeNull();
    expect(pickShareVariant([])).toBeNull();
  });
});
