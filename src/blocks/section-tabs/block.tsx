import { BlockIntro } from '@/ui/block-intro';
import { itemHeadingLevel } from '@/ui/heading';
import { Icon } from '@/ui/icon';
import { Picture } from '@/ui/picture';
import { PageTabs } from '../page-tabs/islands';
import { blocksPerTab, tabIdProblems } from '../page-tabs/owned-blocks';
import { defineBlock } from '../types';
import { sectionTabsTemplate } from './template';
import styles from './section-tabs.module.css';

/**
 * A bar of tabs over the page blocks after it: each tab holds `blocks_count` of them and only the
 * open tab shows (decision 0058). With `has_modal`, a button at the end of the bar opens every tab
 * as a card (picture, title, subtitle) in the site's modal.
 */
export const sectionTabs = defineBlock({
  template: sectionTabsTemplate,
  defaultContent: {
    fields: {
      title: 'モデルで選ぶ',
      paragraph: 'タブを選ぶと、それぞれのモデルの特長をご覧いただけます。',
      has_modal: true,
      modal_title: 'すべてのモデル',
    },
    field_groups: [
      {
        tab_label: 'ディフェンダー',
        tab_id: 'defender',
        tab_icon: 'car',
        blocks_count: 1,
        modal_card_subtitle: 'あらゆる地形に挑むタフネス',
        modal_card_image: { id: 101303, alt: '砂丘を進むディフェンダー' },
      },
      {
        tab_label: 'ディスカバリー',
        tab_id: 'discovery',
        tab_icon: 'car',
        blocks_count: 1,
        modal_card_subtitle: '7人で出かける、上質な冒険',
        modal_card_image: { id: 101304, alt: '森の中のディスカバリー' },
      },
      {
        tab_label: 'レンジローバー',
        tab_id: 'range-rover',
        tab_icon: 'car',
        blocks_count: 1,
        modal_card_subtitle: '比類なき洗練と静粛性',
        modal_card_image: { id: 101302, alt: '湖畔に停まるレンジローバー' },
      },
    ],
  },
  rules: tabIdProblems,
  ownsFollowingBlocks: blocksPerTab,
  Component: ({ fields, groups, panels = [], context }) => {
    const { t, blockId } = context;
    if (!groups.length)
      return (
        <div className="grid-container">
          <BlockIntro fields={fields} className={styles.intro} />
        </div>
      );
    return (
      <PageTabs
        blockId={blockId}
        variant="bar"
        label={fields.title || t('page_tabs.label')}
        headingLevel={itemHeadingLevel(fields.header_tag, Boolean(fields.title))}
        tabs={groups.map((tab) => ({
          id: tab.tab_id,
          label: tab.tab_label,
          content: (
            <>
              <Icon name={tab.tab_icon} size={20} />
              <span>{tab.tab_label}</span>
            </>
          ),
        }))}
        panels={groups.map((_, i) => panels[i] ?? null)}
        cards={
          fields.has_modal
            ? {
                buttonLabel: fields.modal_title || t('page_tabs.all_tabs'),
                title: fields.modal_title || undefined,
                closeLabel: t('page_tabs.close'),
                items: groups.map((tab) => (
                  <>
                    {/* The card's title and subtitle name the link: the picture only illustrates it. */}
                    <span aria-hidden="true">
                      <Picture image={tab.modal_card_image} sizes="(min-width: 741px) 280px, 50vw" className={styles.cardPicture} />
                    </span>
                    <span className={styles.cardTitle}>{tab.modal_card_title || tab.tab_label}</span>
                    {tab.modal_card_subtitle ? <span className={styles.cardSubtitle}>{tab.modal_card_subtitle}</span> : null}
                  </>
                )),
              }
            : undefined
        }
      >
        <BlockIntro fields={fields} className={styles.intro} />
      </PageTabs>
    );
  },
});
