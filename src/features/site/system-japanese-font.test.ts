import { describe, expect, it } from 'vitest';
import { hasSystemFont, systemJapaneseFonts } from './system-japanese-font';

/** A fake canvas: widths per installed font; a missing font falls back to the generic's width. */
function measureWith(installed: Record<string, number>) {
  const generic: Record<string, number> = { monospace: 400, serif: 330, 'sans-serif': 350 };
  return (family: string) => {
    const first = /^"([^"]+)"/.exec(family)?.[1];
    if (first && first in installed) return installed[first]!;
    return generic[family.split(', ').at(-1)!]!;
  };
}

describe('hasSystemFont', () => {
  it('finds an installed Japanese font by its own glyph widths', () => {
    expect(hasSystemFont(systemJapaneseFonts, measureWith({ 'Hiragino Sans': 371 }))).toBe(true);
    expect(hasSystemFont(systemJapaneseFonts, measureWith({ 'Noto Sans CJK JP': 362.4 }))).toBe(true);
  });

  it('finds none when every family measures as its generic fallback', () => {
    expect(hasSystemFont(systemJapaneseFonts, measureWith({}))).toBe(false);
    expect(hasSystemFont(systemJapaneseFonts, measureWith({ Arial: 360 }))).toBe(false);
  });

  it('is not fooled by a font that happens to match one generic', () => {
    // Same width as sans-serif, different from monospace and serif: still installed.
    expect(hasSystemFont(['Meiryo'], measureWith({ Meiryo: 350 }))).toBe(true);
  });
});
