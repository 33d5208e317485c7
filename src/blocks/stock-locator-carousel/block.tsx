import { VehicleCard } from '@/features/stock/components/vehicle-card';
import { Heading } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { defineBlock } from '../types';
import { CarouselArrows } from './islands';
import { loadCarouselVehicles } from './load.server';
import { stockLocatorCarouselTemplate } from './template';
import styles from './stock-locator-carousel.module.css';

/**
 * A scroll-snap row of vehicle cards, with previous/next buttons for mouse users. Rendered into the cached page; any stock
 * change re-renders it (docs/decisions/0009).
 */
export const stockLocatorCarousel = defineBlock({
  template: stockLocatorCarouselTemplate,
  defaultContent: {
    fields: {
      title: '新着の認定中古車',
      ci_key_list: 'jp-main',
      state: 'approved',
      amount: 6,
      more_link: {
        type: 'internal',
        url: '/stock?filter%5Bstate_in%5D%5B%5D=approved',
        label: '認定中古車をすべて見る',
        target: '_self',
        button_type: 'secondary',
        size: 'medium',
      },
    },
    field_groups: [],
  },
  load: ({ fields }) => loadCarouselVehicles(fields),
  Component: ({ fields, data, context }) => (
    <div className="grid-container">
      {fields.title ? (
        <Heading level={fields.header_tag} size="l">
          {fields.title}
        </Heading>
      ) : null}
      {data.cards.length ? (
        <ul id={`carousel-${context.blockId}`} className={styles.row}>
          {data.cards.map(({ vehicle, photo }) => (
            <li key={vehicle.id} className={styles.item}>
              <VehicleCard vehicle={vehicle} photo={photo} double={data.double} loan={data.loan} t={context.t} />
            </li>
          ))}
        </ul>
      ) : null}
      {data.cards.length ? (
        <CarouselArrows
          rowId={`carousel-${context.blockId}`}
          labels={{ previous: context.t('stock.carousel_previous'), next: context.t('stock.carousel_next') }}
        />
      ) : (
        <p className={styles.empty}>{context.t('stock.carousel_empty')}</p>
      )}
      <LinkButtons links={[fields.more_link]} />
    </div>
  ),
});
