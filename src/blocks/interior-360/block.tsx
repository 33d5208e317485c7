import { BlockIntro } from '@/ui/block-intro';
import { LinkButtons } from '@/ui/link-button';
import { defineBlock } from '../types';
import { demo360 } from '../view-360/demo-360';
import { interiorIssues } from '../view-360/rules';
import { InteriorView } from '../view-360/views';
import { interior360Template } from './template';

/**
 * Without JavaScript the dashboard view of the panorama with its alt text; the shared 360 island
 * pans it (decision 0059). An address the rules would refuse (saved before them) leaves it out.
 */
export const interior360 = defineBlock({
  template: interior360Template,
  defaultContent: {
    fields: {
      title: '室内を360°で見渡す',
      paragraph: 'ドラッグ、または矢印キーで視点を動かし、上質な室内空間をご覧ください。',
      panorama_url: demo360.panoramaUrl,
      dash_position: demo360.dashPosition,
      image_alt: 'SUVの室内：ダッシュボード、ステアリング、レザーシート（デモ用のイラスト）',
    },
    field_groups: [],
  },
  rules: ({ fields }) => interiorIssues(fields, ['fields']),
  Component: ({ fields, context }) => (
    <div className="grid-container">
      <BlockIntro fields={fields} />
      <InteriorView content={fields} t={context.t} priority={context.index < 2} />
      <LinkButtons links={fields.buttons} />
    </div>
  ),
});
