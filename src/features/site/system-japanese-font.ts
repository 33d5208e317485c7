/**
 * Japanese fonts a visitor's device may already have: iPhone and Mac (Hiragino), Windows (Yu
 * Gothic, Meiryo), Linux and some Android builds (Noto Sans CJK JP, the same design as the web
 * font). Named as CSS font families.
 */
export const systemJapaneseFonts = [
  'Hiragino Sans',
  'Hiragino Kaku Gothic ProN',
  'Noto Sans CJK JP',
  'Noto Sans JP',
  'Yu Gothic',
  'Meiryo',
];

/** Latin text whose width differs between nearly any two fonts (CJK glyphs are 1em wide in all of them). */
const probe = 'mmmmmmmmmmlliWWQ@#0123';
const generics = ['monospace', 'serif', 'sans-serif'];

/**
 * Whether one of `fonts` is installed: text set in "<font>, <generic>" measures differently from
 * the bare generic when the font exists. `measure(fontFamily)` returns the probe's width in that
 * family (a canvas in the browser).
 */
export function hasSystemFont(fonts: readonly string[], measure: (fontFamily: string) => number): boolean {
  const base = new Map(generics.map((g) => [g, measure(g)]));
  return fonts.some((font) => generics.some((g) => Math.abs(measure(`"${font}", ${g}`) - base.get(g)!) > 0.5));
}

/** The browser's measure: the probe in a 2D canvas. Null where there is no canvas. */
export function canvasMeasure(): ((fontFamily: string) => number) | null {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return null;
  return (fontFamily) => {
    context.font = `32px ${fontFamily}`;
    return context.measureText(probe).width;
  };
}
