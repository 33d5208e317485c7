import { checkRecallsAction } from '@/features/recalls/check-recalls.action';
import type { VehicleIdProblem } from '@/features/recalls/vin';
import type { Translate } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import { LinkButtons } from '@/ui/link-button';
import { defineBlock } from '../types';
import { VinChecker } from './islands';
import { localVinCheckerTemplate } from './template';
import type { VinCheckerTexts } from './vin-checker.client';

const problems: VehicleIdProblem[] = ['empty', 'characters', 'length', 'letters_ioq', 'frame_format'];

/** The checker's texts: the editor's where given, else the site's in the visitor's language. */
export function vinCheckerTexts(
  fields: {
    input_label?: string;
    input_hint?: string;
    button_label?: string;
    positive_text?: string;
    negative_text?: string;
    remedied_text?: string;
  },
  t: Translate,
): VinCheckerTexts {
  const v = (key: string, values?: Record<string, string>) => t(`owner_tools.vin_checker.${key}`, values);
  return {
    input: fields.input_label || v('input_label'),
    hint: fields.input_hint || v('hint'),
    button: fields.button_label || v('button'),
    checking: v('checking'),
    resultFor: v('result_for', { vehicle: '{vehicle}' }),
    positive: fields.positive_text || v('positive'),
    negative: fields.negative_text || v('negative'),
    remedied: fields.remedied_text || v('remedied'),
    code: v('campaign_code'),
    started: v('campaign_started'),
    defect: v('campaign_defect'),
    remedy: v('campaign_remedy'),
    open: v('campaign_open'),
    done: v('campaign_done'),
    failed: v('failed'),
    rateLimited: v('rate_limited'),
    errors: Object.fromEntries(problems.map((p) => [p, t(`owner_tools.vin_checker.errors.${p}`, { length: '{length}' })])) as Record<
      VehicleIdProblem,
      string
    >,
  };
}

/**
 * blocks.md §2.5 (decision 0065): the owner types the VIN or 車台番号 and learns whether the car is
 * in a recall or service campaign of the recall list (/admin/recalls). The island asks with a POST
 * (the identifier stays out of addresses and logs); without JavaScript the same form posts to a
 * server action and the page comes back with the answer in the block.
 */
export const localVinChecker = defineBlock({
  template: localVinCheckerTemplate,
  defaultContent: {
    fields: {
      title: 'リコール・サービスキャンペーン対象車両の検索',
      paragraph:
        'お乗りのお車が、リコールまたはサービスキャンペーンの対象かどうかを確認できます。対象の場合は、お近くの正規販売店で無料で修理いたします。',
      positive_link: {
        type: 'internal',
        url: '/visit',
        label: 'サービス入庫を予約する',
        target: '_self',
        button_type: 'primary',
        size: 'medium',
      },
    },
    field_groups: [],
  },
  Component: ({ fields, context }) => {
    const { t, blockId } = context;
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} />
        <VinChecker
          id={`vin-checker-${blockId}`}
          texts={vinCheckerTexts(fields, t)}
          action={checkRecallsAction}
          bookingLink={<LinkButtons links={[fields.positive_link]} />}
        />
      </div>
    );
  },
});
