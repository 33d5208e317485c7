import type { Translate } from '@/i18n/i18n';
import type { DerivativeView } from '../model-spec-shared/derivative-view';
import { catalogueFigure, isFigureKey, type Figure } from '../model-spec-shared/figures';

/**
 * The summary's figures in the editor's order, each with the editor's label or ours. A key chosen
 * twice shows once; a figure the catalogue does not have is left out (a BEV has no km/L).
 */
export function summaryFigures(
  chosen: { key: string; label?: string }[],
  view: Pick<DerivativeView, 'specs' | 'engine'>,
  t: Translate,
): Figure[] {
  const seen = new Set<string>();
  return chosen.flatMap(({ key, label }) => {
    if (!isFigureKey(key) || seen.has(key)) return [];
    seen.add(key);
    const figure = catalogueFigure(key, view, t);
    return figure ? [{ ...figure, label: label?.trim() || figure.label }] : [];
  });
}
