import type { Translate } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import type { ResolvedImage } from '@/ui/picture';
import { Picture } from '@/ui/picture';
import { Carousel } from '../carousel-kit/carousel';
import { defineBlock } from '../types';
import { demo360 } from '../view-360/demo-360';
import { ExteriorView, InteriorView } from '../view-360/views';
import { ComponentTabs } from './islands';
import { SlideRow } from './slide-row';
import { tabIssues } from './tab-rules';
import { slideImageNames, tabbedComponentTemplate, type TabFields } from './template';
import styles from './tabbed-component.module.css';

interface PanelOptions {
  id: string;
  t: Translate;
  priority: boolean;
  still: boolean;
}

/** A tab's component, live (with its island) or still; null when its fields cannot make one. */
function panel(tab: TabFields, { id, t, priority, still }: PanelOptions) {
  if (tab.component_type === 'jlr-exterior360') return <ExteriorView content={tab} t={t} priority={priority} still={still} />;
  if (tab.component_type === 'jlr-interior-360') return <InteriorView content={tab} t={t} priority={priority} still={still} />;
  const images = slideImageNames.map((name) => tab[name]).filter((image): image is ResolvedImage => Boolean(image));
  if (still) return images.length ? <SlideRow images={images} label={tab.tab_label} /> : null;
  return (
    <Carousel
      id={id}
      label={tab.tab_label}
      t={t}
      slides={images.map((image, n) => ({
        key: `${n}`,
        name: image.alt || `${n + 1}`,
        content: (
          <Picture image={image} sizes="(min-width: 1340px) 1300px, 100vw" priority={priority && n === 0} className={styles.slidePicture} />
        ),
      }))}
    />
  );
}

/**
 * Tabs of components (decision 0059): each tab's panel is a slider of images or one of the 360
 * views. The tabs island shows one panel at a time and makes a panel live only when it is first
 * selected, so a page fetches the islands of the tabs its visitor opens, not all of them.
 */
export const tabbedComponent = defineBlock({
  template: tabbedComponentTemplate,
  defaultContent: {
    fields: { title: 'ディテールを見る' },
    field_groups: [
      {
        tab_label: 'ギャラリー',
        component_type: 'jlr-hero-slider',
        slide_image_1: { id: 101303, alt: '砂丘を進むディフェンダー' },
        slide_image_2: { id: 101300, alt: '山道を走るSUV' },
        slide_image_3: { id: 101327, alt: '霧の中の林道を進むSUV' },
      },
      {
        tab_label: 'エクステリア 360°',
        component_type: 'jlr-exterior360',
        frames_url: demo360.framesUrl,
        frames_count: demo360.framesCount,
        start_frame: demo360.startFrame,
        image_alt: 'グリーンのSUVの外観（デモ用のイラスト）',
      },
      {
        tab_label: 'インテリア 360°',
        component_type: 'jlr-interior-360',
        panorama_url: demo360.panoramaUrl,
        dash_position: demo360.dashPosition,
        image_alt: 'SUVの室内：ダッシュボード、ステアリング、レザーシート（デモ用のイラスト）',
      },
    ],
  },
  rules: ({ field_groups }) => tabIssues(field_groups),
  Component: ({ fields, groups, context }) => {
    const { t, blockId } = context;
    const id = `tabbed-${blockId}`;
    const headingId = `${id}-heading`;
    const tabs = groups.map((tab, i) => {
      const options = { id: `carousel-${blockId}-${i + 1}`, t, priority: context.index < 2 && i === 0 };
      return { label: tab.tab_label, live: panel(tab, { ...options, still: false }), still: panel(tab, { ...options, still: true }) };
    });
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} headingId={headingId} />
        {tabs.length ? (
          <ComponentTabs id={id} tabs={tabs} labelledBy={fields.title ? headingId : undefined} label={t('tabbed_component.tabs_label')} />
        ) : null}
      </div>
    );
  },
});
