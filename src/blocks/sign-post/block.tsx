import { BlockIntro } from '@/ui/block-intro';
import { Heading, itemHeadingLevel } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { signPostTemplate } from './template';
import styles from './sign-post.module.css';

const link = (url: string, label: string) => ({
  type: 'internal' as const,
  url,
  label,
  target: '_self' as const,
  button_type: 'tertiary' as const,
  size: 'small' as const,
});

/**
 * Each card's link is a real link with its own label (never a whole-card click area): keyboard and
 * screen-reader users meet one link per card, named by what it does.
 */
export const signPost = defineBlock({
  template: signPostTemplate,
  defaultContent: {
    fields: { title: '次のステップへ' },
    field_groups: [
      {
        image: { id: 101302, alt: '街を走るレンジローバー' },
        title: 'モデルを比較する',
        text: '各モデルの特長と装備をご覧いただけます。',
        link: link('/models', 'モデル一覧を見る'),
      },
      {
        image: { id: 101300, alt: '山道を走るSUV' },
        title: '在庫車を探す',
        text: '全国の正規販売店の新車・認定中古車から検索できます。',
        link: link('/stock', '在庫車を検索する'),
      },
      {
        image: { id: 101301, alt: '夕暮れの海岸線' },
        title: '試乗を予約する',
        text: 'お近くの販売店で、実際の走りをお確かめください。',
        link: link('/forms/test-drive', '試乗を予約する'),
      },
    ],
  },
  Component: ({ fields, groups, context }) => {
    const cardLevel = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} className={styles.intro} />
        <ul className={styles.cards} style={{ ['--cards' as string]: Math.max(groups.length, 1) }}>
          {groups.map((card, i) => (
            <li key={i} className={styles.card}>
              <Picture
                image={card.image}
                sizes="(min-width: 1024px) 33vw, (min-width: 741px) 50vw, 100vw"
                priority={context.index < 2 && i < 4}
                className={styles.image}
              />
              <div className={styles.body}>
                <Heading level={cardLevel} size="m" className={styles.title}>
                  {card.title}
                </Heading>
                {card.text ? <p className={styles.text}>{card.text}</p> : null}
                <LinkButtons links={[card.link]} className={styles.link} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  },
});
