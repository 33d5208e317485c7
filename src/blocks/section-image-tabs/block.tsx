import { BlockIntro } from '@/ui/block-intro';
import { itemHeadingLevel } from '@/ui/heading';
import { Picture } from '@/ui/picture';
import { PageTabs } from '../page-tabs/islands';
import { blocksPerTab, tabIdProblems } from '../page-tabs/owned-blocks';
import { defineBlock } from '../types';
import { sectionImageTabsTemplate } from './template';
import styles from './section-image-tabs.module.css';

/**
 * Tabs drawn as picture cards with their label over the picture, over the page blocks after it:
 * each tab holds `blocks_count` of them and only the open tab shows (decision 0058).
 */
export const sectionImageTabs = defineBlock({
  template: sectionImageTabsTemplate,
  defaultContent: {
    fields: {
      title: 'シーンで選ぶ',
      paragraph: 'どんな時間を過ごしたいかで、ぴったりの一台が見えてきます。',
    },
    field_groups: [
      { tab_label: 'アウトドア', tab_id: 'outdoor', blocks_count: 1, image: { id: 101300, alt: '山道を走るSUV' } },
      { tab_label: 'シティ', tab_id: 'city', blocks_count: 1, image: { id: 101301, alt: '夕暮れの海岸線を走るSUV' } },
    ],
  },
  rules: tabIdProblems,
  ownsFollowingBlocks: blocksPerTab,
  Component: ({ fields, groups, panels = [], context }) => {
    const { t, blockId, index } = context;
    if (!groups.length)
      return (
        <div className="grid-container">
          <BlockIntro fields={fields} className={styles.intro} />
        </div>
      );
    return (
      <PageTabs
        blockId={blockId}
        variant="images"
        label={fields.title || t('page_tabs.label')}
        headingLevel={itemHeadingLevel(fields.header_tag, Boolean(fields.title))}
        tabs={groups.map((tab) => ({
          id: tab.tab_id,
          label: tab.tab_label,
          content: (
            <>
              {/* The label names the tab: the picture only illustrates it. */}
              <span aria-hidden="true">
                <Picture image={tab.image} sizes="(min-width: 741px) 25vw, 50vw" priority={index < 2} className={styles.picture} />
              </span>
              <span className={styles.label}>{tab.tab_label}</span>
            </>
          ),
        }))}
        panels={groups.map((_, i) => panels[i] ?? null)}
      >
        <BlockIntro fields={fields} className={styles.intro} />
      </PageTabs>
    );
  },
});
