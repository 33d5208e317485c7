import { modelFamilies, modelFamily } from '@/features/stock/constants';
import { demoStockPage } from '@/features/stock/demo.server';
import { emptySearch, stockUrlQuery } from '@/features/stock/url-state';

/**
 * The stock search with a family's models ticked (the model pages' "in stock" links), written by the
 * one stock URL serialiser so the filter shows as ticked boxes the visitor can change (site.md §5).
 */
export function modelStockUrl(family: keyof typeof modelFamilies): string {
  const models = [...(modelFamily(family) ?? [])];
  return `${demoStockPage.path}${stockUrlQuery({ search: { ...emptySearch(), checkbox: { models } }, area: {}, budget: null })}`;
}

/** The model page of each family (demo-model-pages.ts); the model catalogue's `page_path` of its nameplates. */
export const modelPagePaths = {
  range_rover_family: '/models/range-rover',
  defender_family: '/models/defender',
  discovery_family: '/models/discovery',
} as const;

const card = (title: string, paragraph: string, imageId: number, family: keyof typeof modelPagePaths) => ({
  title,
  paragraph,
  image: { id: imageId, alt: title },
  link: { type: 'internal', url: modelPagePaths[family], label: `${title}を見る`, button_type: 'tertiary' },
});

export const demoModelCards = [
  card('レンジローバー', '比類なき洗練と静粛性。レンジローバー、スポーツ、ヴェラール、イヴォーク。', 101302, 'range_rover_family'),
  card('ディフェンダー', 'あらゆる地形に挑むタフネス。ディフェンダー90、110、130。', 101303, 'defender_family'),
  card('ディスカバリー', '7人で出かける、上質な冒険。ディスカバリー、ディスカバリースポーツ。', 101304, 'discovery_family'),
];
