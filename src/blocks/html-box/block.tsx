import { RichText } from '@/ui/rich-text';
import { defineBlock } from '../types';
import { htmlBoxTemplate } from './template';

export const htmlBox = defineBlock({
  template: htmlBoxTemplate,
  defaultContent: {
    fields: { html: '<p>営業時間：10:00〜18:00（火曜定休）</p>' },
    field_groups: [],
  },
  Component: ({ fields }) => <RichText html={fields.html} className="grid-container" />,
});
