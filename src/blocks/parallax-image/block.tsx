import { Heading, itemHeadingLevel } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { parallaxImageTemplate } from './template';
import styles from './parallax-image.module.css';

/**
 * Full-width images that drift against the scroll, in CSS alone: a scroll-driven animation
 * (`animation-timeline: view()`) where the browser has it and the visitor has not asked for
 * reduced motion; a still image everywhere else. No JavaScript.
 */
export const parallaxImage = defineBlock({
  template: parallaxImageTemplate,
  defaultContent: {
    fields: {},
    field_groups: [
      {
        image: { id: 101300, alt: '山道を走るSUV' },
        title: 'どこまでも、自分らしく。',
        paragraph: '舗装路から未舗装路まで、すべての道をあなたのステージに。',
      },
      {
        image: { id: 101327, alt: '霧の中の林道' },
        title: '静けさの中へ',
        paragraph: '卓越した静粛性が、自然の音だけを届けます。',
        link: { type: 'internal', url: '/models', label: 'モデル一覧', target: '_self', button_type: 'secondary', size: 'medium' },
      },
    ],
  },
  Component: ({ fields, groups, context }) => {
    const itemLevel = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    return (
      <div className={styles.parallax}>
        {fields.title ? (
          <div className="grid-container">
            <Heading level={fields.header_tag} size={fields.header_size} className={styles.title}>
              {fields.title}
            </Heading>
          </div>
        ) : null}
        <ul className={styles.items}>
          {groups.map((item, i) => (
            <li key={i} className={styles.item}>
              <div className={styles.frame}>
                <Picture image={item.image} sizes="100vw" priority={context.index < 2 && i === 0} className={styles.media} />
              </div>
              {item.title || item.paragraph || item.link ? (
                <div className="grid-container">
                  <div className={styles.content}>
                    {item.title ? (
                      <Heading level={itemLevel} size="m">
                        {item.title}
                      </Heading>
                    ) : null}
                    {item.paragraph ? <p className={styles.paragraph}>{item.paragraph}</p> : null}
                    <LinkButtons links={[item.link]} />
                  </div>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    );
  },
});
