import { getT } from '@/i18n/i18n';
import type { ContentIssue } from '../types';
import { exteriorIssues, interiorIssues } from '../view-360/rules';
import { slideImageNames, type ComponentType } from './template';

interface StoredTab {
  component_type: ComponentType;
  slide_image_1?: unknown;
  slide_image_2?: unknown;
  slide_image_3?: unknown;
  slide_image_4?: unknown;
  frames_url?: string;
  frames_count: number;
  start_frame: number;
  panorama_url?: string;
  image_alt?: string;
}

/**
 * Each tab needs the fields of its own component (decision 0059): a slider at least one image, a
 * 360 view its address and its alt text. Messages in Japanese at the field, naming the tab.
 */
export function tabIssues(tabs: StoredTab[]): ContentIssue[] {
  const t = getT('ja');
  return tabs.flatMap((tab, i) => {
    const at = ['field_groups', i];
    const own = (issues: ContentIssue[]) =>
      issues.map((issue) => ({ ...issue, message: t('block_rules.tabbed_component.tab', { n: i + 1, detail: issue.message }) }));
    if (tab.component_type === 'jlr-hero-slider') {
      return slideImageNames.some((name) => tab[name])
        ? []
        : own([{ path: [...at, 'slide_image_1'], message: t('block_rules.tabbed_component.slides') }]);
    }
    const view = tab.component_type === 'jlr-exterior360' ? exteriorIssues(tab, at) : interiorIssues(tab, at);
    const alt = tab.image_alt?.trim() ? [] : [{ path: [...at, 'image_alt'], message: t('block_rules.tabbed_component.alt') }];
    return own([...view, ...alt]);
  });
}
