import { modelFamilies, modelFamily } from '@/features/stock/constants';
import { demoStockPage } from '@/features/stock/demo.server';
import { emptySearch, stockUrlQuery } from '@/features/stock/url-state';

/**
 * The model cards of the demo /models page: each opens the stock search with that family's models
 * ticked, written by the one stock URL serialiser so the filter shows as ticked boxes the visitor
 * can change (site.md §5).
 */
export function modelStockUrl(family: keyof typeof modelFamilies): string {
  const models = [...(modelFamily(family) ?? [])];
  return `${demoStockPage.path}${stockUrlQuery({ search: { ...emptySearch(), checkbox: { models } }, area: {}, budget: null })}`;
}

const card = (title: string, paragraph: string, imageId: number, family: string) => ({
  title,
  paragraph,
  image: { id: imageId, alt: title },
  link: { type: 'internal', url: modelStockUrl(family), label: `${title}の在庫を見る`, button_type: 'tertiary' },
});

export const demoModelCards = [
  card('レンジローバー', '比類なき洗練と静粛性。レンジローバー、スポーツ、ヴェラール、イヴォーク。', 101302, 'range_rover_family'),
  card('ディフェンダー', 'あらゆる地形に挑むタフネス。ディフェンダー90、110、130。', 101303, 'defender_family'),
  card('ディスカバリー', '7人で出かける、上質な冒険。ディスカバリー、ディスカバリースポーツ。', 101304, 'discovery_family'),
];
