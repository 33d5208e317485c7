import type { ReactNode } from 'react';
import type { Translate } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import { Heading, itemHeadingLevel } from '@/ui/heading';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { MapUpdate } from './islands';
import type { MapUpdateTexts } from './map-update.client';
import { readMapper } from './mapper';
import { mapperIssues } from './rules';
import { selectVehicleToUpdateTemplate } from './template';
import styles from './select-vehicle-to-update.module.css';

type TextFields = Partial<
  Record<'parent_label' | 'child_label' | 'show_me_label' | 'clear_label' | 'results_text' | 'view_all_label' | 'modal_title', string>
>;

/** The tool's texts: the editor's where given, else the site's in the visitor's language. */
export function mapUpdateTexts(fields: TextFields, t: Translate): MapUpdateTexts {
  const s = (key: string, values?: Record<string, string>) => t(`owner_tools.select_vehicle.${key}`, values);
  return {
    parentLabel: fields.parent_label || s('parent_label'),
    parentPlaceholder: s('parent_placeholder'),
    childLabel: fields.child_label || s('child_label'),
    childPlaceholder: s('child_placeholder'),
    showMe: fields.show_me_label || s('show_me'),
    clear: fields.clear_label || s('clear'),
    results: fields.results_text || s('results'),
    allResults: s('all_results'),
    noResults: s('no_results'),
    cleared: s('cleared'),
    viewAll: fields.view_all_label || s('view_all'),
    modalTitle: fields.modal_title || s('how_to_update'),
    openHowTo: s('open_how_to'),
    close: s('close'),
    chooseParent: s('choose_parent'),
    chooseChild: s('choose_child'),
    modelYear: s('model_year', { year: '{year}' }),
  };
}

/** Whether a panel holds any block (the renderer hands each panel over as a list of sections). */
function hasBlocks(panel: ReactNode): boolean {
  return Array.isArray(panel) ? panel.length > 0 : panel !== null && panel !== undefined && panel !== false;
}

/** The `steps` text as the modal's numbered list: one step per line, blank lines left out. */
export function stepLines(steps: string | undefined): string[] {
  return (steps ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const pivi = {
  key: 'pivi_pro',
  title: 'Pivi Pro',
  description: '11.4インチまたは13.1インチのタッチスクリーン。ソフトウェアとナビゲーションの地図は、無線（SOTA）で自動的に更新されます。',
  steps: [
    'お車をWi-Fiまたは車載の通信回線に接続できる場所に停めます。',
    'ホーム画面で「設定」→「すべての設定」→「ソフトウェア・アップデート」を選びます。',
    '更新がある場合は「今すぐインストール」を選びます。インストール中もお車は使用できます。',
    '完了のお知らせが表示されたら、次回の始動時から新しいソフトウェアでお使いいただけます。',
  ].join('\n'),
};
const touchPro = {
  key: 'touch_pro',
  title: 'Touch Pro',
  description: '10インチのタッチスクリーン（Touch Pro Duoは上下2画面）。地図はUSBメモリーで更新します。',
  steps: [
    'パソコンで地図更新ツールをダウンロードし、空き容量16GB以上のUSBメモリーに最新の地図を保存します。',
    'エンジンをかけた状態で、USBメモリーを車内のUSBポートに差し込みます。',
    '画面の案内に従って更新を開始します（約30〜60分）。完了までエンジンを止めないでください。',
  ].join('\n'),
};

/**
 * blocks.md §2.4 (decision 0065): which systems the owner's vehicle and model year have, each with
 * how to update it. The server renders every system; the island shows those that answer the
 * selection (without JavaScript: all of them, each with its steps in place).
 */
export const selectVehicleToUpdate = defineBlock({
  template: selectVehicleToUpdateTemplate,
  defaultContent: {
    fields: {
      title: '地図・ソフトウェアの更新方法',
      paragraph: 'お乗りのお車とモデルイヤーを選ぶと、搭載されているシステムと更新方法をご案内します。',
      mapper: {
        dropdowns: [
          { label: 'ディフェンダー', key: 'defender', children: [2020, 2021, 2022, 2023, 2024, 2025, 2026] },
          { label: 'ディスカバリー スポーツ', key: 'discovery_sport', children: [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026] },
          { label: 'レンジローバー', key: 'range_rover', children: [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026] },
        ],
        subblocks_groups: [
          {
            key: 'pivi_pro',
            match_dropdowns: [
              { parent_key: 'defender', child_key: [2020, 2021, 2022, 2023, 2024, 2025, 2026] },
              { parent_key: 'discovery_sport', child_key: [2021, 2022, 2023, 2024, 2025, 2026] },
              { parent_key: 'range_rover', child_key: [2021, 2022, 2023, 2024, 2025, 2026] },
            ],
          },
          {
            key: 'touch_pro',
            match_dropdowns: [
              { parent_key: 'discovery_sport', child_key: [2019, 2020] },
              { parent_key: 'range_rover', child_key: [2018, 2019, 2020] },
            ],
          },
        ],
      },
    },
    field_groups: [pivi, touchPro],
  },
  rules: mapperIssues,
  ownsFollowingBlocks: ({ field_groups }) => field_groups.map((group) => group.blocks_count),
  Component: ({ fields, groups, panels = [], context }) => {
    const { t } = context;
    const level = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} />
        <MapUpdate
          texts={mapUpdateTexts(fields, t)}
          mapper={readMapper(fields.mapper)}
          systems={groups.map((group, i) => ({
            key: group.key.trim(),
            title: group.title,
            hasHowTo: stepLines(group.steps).length > 0 || hasBlocks(panels[i]),
          }))}
          cards={groups.map((group, i) => (
            <div key={i} className={styles.card}>
              <Picture image={group.image} sizes="(min-width: 901px) 400px, 100vw" className={styles.picture} />
              <Heading level={level} size="s" className={styles.systemTitle}>
                {group.title}
              </Heading>
              {group.description ? <p className={styles.description}>{group.description}</p> : null}
            </div>
          ))}
          howTo={groups.map((group, i) => {
            const steps = stepLines(group.steps);
            return (
              <div key={i} className={styles.howToContent}>
                {steps.length ? (
                  <ol className={styles.steps}>
                    {steps.map((step, n) => (
                      <li key={n}>{step}</li>
                    ))}
                  </ol>
                ) : null}
                {panels[i]}
              </div>
            );
          })}
        />
      </div>
    );
  },
});
