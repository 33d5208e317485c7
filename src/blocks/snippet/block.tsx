import { Heading } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { paragraphClass } from '@/ui/paragraph';
import { RichText } from '@/ui/rich-text';
import { defineBlock } from '../types';
import { snippetTemplate } from './template';
import styles from './snippet.module.css';

export const snippet = defineBlock({
  template: snippetTemplate,
  defaultContent: {
    fields: {
      title: '伝統と革新が出会う場所',
      paragraph: '<p>1948年の誕生以来、私たちはあらゆる地形を走破する車をつくり続けてきました。</p>',
      alignment: 'center',
      buttons: [],
    },
    field_groups: [],
  },
  Component: ({ fields }) => (
    <div className={[styles.snippet, fields.alignment === 'center' ? styles.center : ''].join(' ')}>
      {fields.title ? (
        <Heading level={fields.header_tag} size={fields.header_size}>
          {fields.title}
        </Heading>
      ) : null}
      <RichText html={fields.paragraph} className={paragraphClass(fields.paragraph_size)} />
      <LinkButtons links={fields.buttons} className={styles.buttons} />
    </div>
  ),
});
