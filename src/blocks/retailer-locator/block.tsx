import { dealerView } from '@/features/retailers/retailers.server';
import { finderTexts } from '@/features/retailers/finder-texts';
import { BlockIntro } from '@/ui/block-intro';
import { itemHeadingLevel } from '@/ui/heading';
import { defineBlock } from '../types';
import { RetailerFinder } from './islands';
import { loadRetailerLocator } from './load.server';
import { isSitePath, stockPathIssues } from './rules';
import { retailerLocatorTemplate } from './template';
import styles from './retailer-locator.module.css';

/**
 * The retailer locator (blocks.md §2.6, decision 0066): the brand's retailers from the dealers
 * table, rendered in full on the server (every retailer, by prefecture, works without JavaScript);
 * the island adds the search, the distances and, in the map variant, the map.
 */
export const retailerLocator = defineBlock({
  template: retailerLocatorTemplate,
  defaultContent: {
    fields: {
      title: '販売店を探す',
      paragraph: '郵便番号や市区町村名を入力するか、現在地から、お近くの正規販売店をお探しいただけます。',
      variant: 'with_map',
    },
    field_groups: [],
  },
  rules: ({ fields }) => stockPathIssues(fields.stock_path),
  load: ({ fields }) => loadRetailerLocator(fields.variant),
  Component: ({ fields, data, context }) => {
    const { t } = context;
    const stockPath = isSitePath(fields.stock_path) ? fields.stock_path : '';
    const retailers = data.dealers.map((d) => dealerView(d, { brand: data.brand, stockPath, t }));
    return (
      <div className={['grid-container', styles.locator].join(' ')}>
        <BlockIntro fields={fields} />
        <RetailerFinder
          retailers={retailers}
          variant={fields.variant}
          unit={fields.distance_unit}
          limit={fields.results_limit}
          headingLevel={itemHeadingLevel(fields.header_tag, Boolean(fields.title))}
          provider={data.provider}
          searchable
          texts={finderTexts(t)}
        />
      </div>
    );
  },
});
