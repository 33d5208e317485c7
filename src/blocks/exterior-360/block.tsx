import { BlockIntro } from '@/ui/block-intro';
import { LinkButtons } from '@/ui/link-button';
import { defineBlock } from '../types';
import { demo360 } from '../view-360/demo-360';
import { exteriorIssues } from '../view-360/rules';
import { ExteriorView } from '../view-360/views';
import { exterior360Template } from './template';

/**
 * Without JavaScript the first frame with its alt text; the shared 360 island turns it (decision 0059).
 * An address the rules would refuse (saved before them) leaves the picture out.
 */
export const exterior360 = defineBlock({
  template: exterior360Template,
  defaultContent: {
    fields: {
      title: '360°で見る、そのスタイル',
      paragraph: 'ドラッグ、または矢印キーで車両を回転させて、あらゆる角度からデザインをご覧ください。',
      frames_url: demo360.framesUrl,
      frames_count: demo360.framesCount,
      start_frame: demo360.startFrame,
      image_alt: 'グリーンのSUVの外観（デモ用のイラスト）',
    },
    field_groups: [],
  },
  rules: ({ fields }) => exteriorIssues(fields, ['fields']),
  Component: ({ fields, context }) => (
    <div className="grid-container">
      <BlockIntro fields={fields} />
      <ExteriorView content={fields} t={context.t} priority={context.index < 2} />
      <LinkButtons links={fields.buttons} />
    </div>
  ),
});
