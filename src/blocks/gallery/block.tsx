import { BlockIntro } from '@/ui/block-intro';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { largestSource, type GalleryLabels, type GalleryPhoto } from './gallery-labels';
import { GalleryViewer } from './islands';
import { galleryCategories, galleryTemplate } from './template';
import styles from './gallery.module.css';

const gridSizes = '(min-width: 1024px) 33vw, (min-width: 741px) 50vw, 100vw';

/**
 * The grid and its category filter are server HTML and CSS: the filter is a group of radio buttons
 * and the grid hides the other categories with `:has()`, so filtering works without JavaScript.
 * Each image links to its largest file; the island turns that click into the full-screen view
 * (decision 0055).
 */
export const gallery = defineBlock({
  template: galleryTemplate,
  defaultContent: {
    fields: { title: 'ギャラリー', category_1: 'エクステリア', category_2: 'インテリア', category_3: 'オフロード' },
    field_groups: [
      { image: { id: 101302, alt: '湖畔に停まるレンジローバー' }, category: '1', caption: '静かな湖畔に溶け込む、端正なシルエット。' },
      { image: { id: 101304, alt: '森の中のディスカバリー' }, category: '2', caption: '家族や仲間と過ごす、ゆとりの室内空間。' },
      { image: { id: 101303, alt: '砂丘を進むディフェンダー' }, category: '3', caption: 'どんな地形にも臆することなく。' },
      { image: { id: 101300, alt: '山道を走るSUV' }, category: '1', caption: '峠道でも揺るがない走り。' },
      { image: { id: 101301, alt: '夕暮れの海岸線を走るSUV' }, category: '2', caption: '移ろう景色を、最上の席から。' },
      { image: { id: 101327, alt: '霧の中の林道を進むSUV' }, category: '3', caption: '霧の林道も、確かな足取りで。' },
    ],
  },
  Component: ({ fields, groups, context }) => {
    const { t, blockId } = context;
    const rootId = `gallery-${blockId}`;
    const names = [fields.category_1, fields.category_2, fields.category_3, fields.category_4];
    // A filter for each named category that has images; one filter alone would filter nothing.
    const filters = galleryCategories
      .map((value, i) => ({ value, label: names[i] }))
      .filter((c) => c.label && groups.some((g) => g.category === c.value));
    const photos: GalleryPhoto[] = groups.flatMap((g, index) =>
      g.image?.kind === 'picture' ? [{ index, image: g.image, caption: g.caption || undefined }] : [],
    );
    const raw = { skipInterpolation: true };
    const labels: GalleryLabels = {
      dialog: fields.title ? t('gallery.dialog_named', { name: fields.title }) : t('gallery.dialog'),
      close: t('gallery.close'),
      previous: t('gallery.previous'),
      next: t('gallery.next'),
      count: t('gallery.count', raw),
      position: t('gallery.position', raw),
      results: t('gallery.results', raw),
    };
    const radio = (value: string) => `${rootId}-filter-${value}`;
    return (
      <div className="grid-container">
        <div id={rootId} className={styles.gallery}>
          <BlockIntro fields={fields} />
          {filters.length > 1 ? (
            <fieldset className={styles.filters}>
              <legend className="visually-hidden">{t('gallery.filter_legend')}</legend>
              {[{ value: 'all', label: fields.all_label || t('gallery.all') }, ...filters].map((filter) => (
                <span key={filter.value} className={styles.filter}>
                  <input
                    type="radio"
                    id={radio(filter.value)}
                    name={`${rootId}-filter`}
                    value={filter.value}
                    defaultChecked={filter.value === 'all'}
                    className={styles.radio}
                  />
                  <label htmlFor={radio(filter.value)}>{filter.label}</label>
                </span>
              ))}
            </fieldset>
          ) : null}
          <ul className={styles.grid}>
            {groups.map((item, i) => (
              <li key={i} className={styles.item} data-category={item.category}>
                <figure className={styles.figure}>
                  {item.image?.kind === 'picture' ? (
                    <a href={largestSource(item.image)} className={styles.open} data-gallery-index={i}>
                      <Picture image={item.image} sizes={gridSizes} priority={context.index < 2 && i < 3} className={styles.picture} />
                      <span className="visually-hidden">{t('gallery.enlarge')}</span>
                    </a>
                  ) : (
                    <Picture image={item.image} sizes={gridSizes} className={styles.picture} />
                  )}
                  {item.caption ? <figcaption className={styles.caption}>{item.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
          {photos.length ? <GalleryViewer containerId={rootId} photos={photos} labels={labels} /> : null}
        </div>
      </div>
    );
  },
});
