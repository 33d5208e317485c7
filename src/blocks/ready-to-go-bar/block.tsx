import { BlockIntro } from '@/ui/block-intro';
import { Icon } from '@/ui/icon';
import { isLinkButtonVisible, linkAnchorProps } from '@/ui/link-button';
import { defineBlock } from '../types';
import { readyToGoBarShown, readyToGoBarTemplate } from './template';
import styles from './ready-to-go-bar.module.css';

const item = (icon: string, url: string, label: string, text: string) => ({
  icon,
  link: { type: 'internal' as const, url, label, target: '_self' as const, button_type: 'tertiary' as const, size: 'small' as const },
  text,
});

/** A navigation landmark named by its title; each item is one link (icon, label and note inside it). */
export const readyToGoBar = defineBlock({
  template: readyToGoBarTemplate,
  defaultContent: {
    fields: { title: 'ご購入をご検討の方へ' },
    field_groups: [
      item('calendar', '/forms/test-drive', '試乗予約', 'お近くの販売店で'),
      item('location', '/retailers', '販売店を探す', '全国の正規販売店'),
      item('info', '/forms/brochure', 'カタログ請求', 'ご自宅にお届けします'),
      item('tag', '/offers', 'キャンペーン', '最新のオファー'),
    ],
  },
  Component: ({ fields, groups, context }) => {
    const items = groups.slice(0, readyToGoBarShown).filter((g) => isLinkButtonVisible(g.link));
    const headingId = `ready-to-go-${context.blockId}`;
    return (
      <nav
        className={['grid-container', styles.bar].join(' ')}
        aria-labelledby={fields.title ? headingId : undefined}
        aria-label={fields.title ? undefined : context.t('ready_to_go_bar.label')}
      >
        <BlockIntro fields={fields} headingId={headingId} headingClassName={styles.title} />
        <ul className={styles.items} style={{ ['--items' as string]: Math.max(items.length, 1) }}>
          {items.map((entry, i) => (
            <li key={i}>
              <a className={styles.item} {...linkAnchorProps(entry.link)}>
                <Icon name={entry.icon} size={28} />
                <span className={styles.label}>{entry.link.label}</span>
                {entry.text ? <span className={styles.text}>{entry.text}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    );
  },
});
