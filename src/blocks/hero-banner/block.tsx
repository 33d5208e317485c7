import { Heading } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { ResponsiveImage } from '@/ui/responsive-image';
import { defineBlock } from '../types';
import { heroBannerTemplate, type HeroBannerFields } from './template';
import styles from './hero-banner.module.css';

export const heroBanner = defineBlock<HeroBannerFields>({
  template: heroBannerTemplate,
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
    <div className={`${styles.hero} ${fields.content_position === 'center' ? styles.center : ''}`}>
      <ResponsiveImage image={fields.image} family="standard" sizes="100vw" priority={context.index < 2} className={styles.media} />
      <div className={styles.content}>
        <Heading level={fields.header_tag} size={fields.header_size}>
          {fields.title}
        </Heading>
        {fields.paragraph ? <p className={styles.paragraph}>{fields.paragraph}</p> : null}
        <LinkButtons links={fields.buttons} />
      </div>
    </div>
  ),
});
