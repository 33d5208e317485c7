import type { Translate } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import { itemHeadingLevel } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { fillPlaceholders } from '../owner-tools-kit/placeholders';
import { pickerTexts, type PickerTextFields } from '../owner-tools-kit/texts';
import { defineBlock } from '../types';
import type { IdentifierTexts } from './identifier.client';
import { InfotainmentIdentifier } from './islands';
import { vehicleTitleIssues } from './rules';
import { infotainmentSystemIdentifierTemplate } from './template';
import styles from './infotainment-system-identifier.module.css';

type TextFields = PickerTextFields & { change_label?: string };

/** The identifier's texts: the editor's where given, else the site's in the visitor's language. */
export function identifierTexts(fields: TextFields, t: Translate): IdentifierTexts {
  return {
    ...pickerTexts(fields, t, 'owner_tools.infotainment'),
    change: fields.change_label || t('owner_tools.infotainment.change'),
  };
}

const pivi = (vehicle_label: string) => ({
  vehicle_label,
  system_name: 'Pivi Pro',
  system_description:
    '画面の下端が浮いたように見える、11.4インチまたは13.1インチの曲面タッチスクリーンです。ホーム画面はナビ・メディア・電話の3つのパネルに分かれ、ソフトウェアと地図は無線で自動的に更新されます。',
});
const touchPro = (vehicle_label: string, duo: boolean) => ({
  vehicle_label,
  system_name: duo ? 'Touch Pro Duo' : 'Touch Pro',
  system_description: duo
    ? 'センターコンソールに10インチのタッチスクリーンが上下に2枚並びます。上の画面でナビとメディア、下の画面で空調とドライブモードを操作します。地図はUSBメモリーで更新します。'
    : 'センターコンソールに10インチのタッチスクリーンが1枚あります。画面の左右に物理ボタンが並び、地図はUSBメモリーで更新します。',
});

/**
 * blocks.md §2.14 (decision 0065): which infotainment system the owner's vehicle has. The server
 * renders every vehicle's panel — the system, a picture, how to recognise it, a link — and the
 * island shows the chosen one (without JavaScript: all, each under its title).
 */
export const infotainmentSystemIdentifier = defineBlock({
  template: infotainmentSystemIdentifierTemplate,
  defaultContent: {
    fields: {
      title: 'お乗りのお車のインフォテインメントシステム',
      paragraph: '車種を選ぶと、搭載されているインフォテインメントシステムと、その見分け方をご案内します。',
      selected_vehicle_title: '{vehicle}のインフォテインメントシステム',
    },
    field_groups: [
      pivi('ディフェンダー（2020年モデル以降）'),
      pivi('ディスカバリー スポーツ（2021年モデル以降）'),
      touchPro('ディスカバリー スポーツ（2020年モデルまで）', false),
      pivi('レンジローバー（2021年モデル以降）'),
      touchPro('レンジローバー（2018〜2020年モデル）', true),
    ],
  },
  rules: vehicleTitleIssues,
  Component: ({ fields, groups, context }) => {
    const { t } = context;
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} />
        <InfotainmentIdentifier
          texts={identifierTexts(fields, t)}
          headingLevel={itemHeadingLevel(fields.header_tag, Boolean(fields.title))}
          vehicles={groups.map((group) => group.vehicle_label)}
          titles={groups.map((group) => fillPlaceholders(fields.selected_vehicle_title, { vehicle: group.vehicle_label }))}
          panels={groups.map((group, i) => (
            <div key={i} className={styles.system}>
              <Picture image={group.system_image} sizes="(min-width: 901px) 480px, 100vw" className={styles.picture} />
              <div>
                <p className={styles.systemName}>
                  <span className={styles.systemLabel}>{t('owner_tools.infotainment.system')}</span>
                  {group.system_name}
                </p>
                {group.system_description ? <p className={styles.description}>{group.system_description}</p> : null}
                <LinkButtons links={[group.link]} />
              </div>
            </div>
          ))}
        />
      </div>
    );
  },
});
