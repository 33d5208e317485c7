import { Heading } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { Paragraph } from '@/ui/paragraph';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { heroBannerTemplate } from './template';
import styles from './hero-banner.module.css';

export const heroBanner = defineBlock({
  template: heroBannerTemplate,
  retiredFields: ['padding_grid_class'],
  defaultContent: {
    fields: {
      title: '新しい時代の、ラグジュアリー。',
      header_tag: 'h1',
      header_size: 'title',
      paragraph: 'どんな道でも、洗練と力強さを。',
      image: { id: 101300, alt: '山道を走るSUV' },
      buttons: [{ type: 'internal', url: '/models', label: 'モデル一覧', target: '_self', button_type: 'primary', size: 'medium' }],
    },
    field_groups: [],
  },
  Component: ({ fields, context }) => (
    <div className={[styles.hero, fields.content_position === 'center' ? styles.center : ''].join(' ')}>
      <Picture image={fields.image} sizes="100vw" priority={context.index < 2} className={styles.media} />
      <div className={styles.content}>
        <Heading level={fields.header_tag} size={fields.header_size}>
          {fields.title}
        </Heading>
        {fields.paragraph ? (
          <Paragraph size={fields.paragraph_size} className={styles.paragraph}>
            {fields.paragraph}
          </Paragraph>
        ) : null}
        <LinkButtons links={fields.buttons} />
      </div>
    </div>
  ),
});
