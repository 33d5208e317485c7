import { VehicleCard } from '@/features/stock/components/vehicle-card';
import { parseStockQuery } from '@/features/stock/query';
import { searchVehicles } from '@/features/stock/search.server';
import { Heading } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import type { LinkValue } from '../fields';
import { defineBlock } from '../types';
import { stockLocatorCarouselTemplate, type StockLocatorCarouselFields } from './template';
import styles from './stock-locator-carousel.module.css';

/**
 * A scroll-snap row of vehicle cards (no JavaScript). Rendered into the cached page; any stock
 * change re-renders it (docs/decisions/0009).
 */
export const stockLocatorCarousel = defineBlock<StockLocatorCarouselFields & { more_link?: LinkValue | null }>({
  template: stockLocatorCarouselTemplate,
  defaultContent: {
    fields: {
      title: '新着の認定中古車',
      ci_key_list: 'jp-main',
      state: 'approved',
      amount: 6,
      more_link: { type: 'internal', url: '/stock?filter%5Bstate_in%5D%5B%5D=approved', label: '認定中古車をすべて見る', target: '_self', button_type: 'secondary', size: 'medium' },
    },
    field_groups: [],
  },
  Component: async ({ fields, context }) => {
    const params = new URLSearchParams({ items: String(fields.amount), sort: fields.sort });
    if (fields.state) params.set('filter[state_in]', fields.state);
    const query = parseStockQuery(params);
    if (fields.sl_key_brand) query.brandEq = fields.sl_key_brand;
    if (fields.sl_key_model) query.modelGroup = fields.sl_key_model;
    const { vehicles } = await searchVehicles(fields.ci_key_list, query);
    return (
      <div className="grid-container">
        {fields.title ? (
          <Heading level={fields.header_tag} size="l">
            {fields.title}
          </Heading>
        ) : null}
        {vehicles.length ? (
          <ul className={styles.row}>
            {vehicles.map((v) => (
              <li key={v.id} className={styles.item}>
                <VehicleCard vehicle={v} t={context.t} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{context.t('stock.carousel_empty')}</p>
        )}
        <LinkButtons links={[fields.more_link]} />
      </div>
    );
  },
});
