import 'server-only';
import { visibleItems } from '@/features/dynamic-content/visibility.server';
import { getSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { Icon } from '@/ui/icon';
import { QuickLinksNav } from './components/islands';
import styles from './components/quick-links.module.css';
import { pickQuickLinks } from './precedence';
import type { QuickLinkItem } from './quick-link-item';

function hrefOf(link: QuickLinkItem['link']): string {
  return link.type === 'form' ? `/forms/${encodeURIComponent(link.url)}` : link.url;
}

/**
 * The floating action button / quick links of the main layout (site.md §2, §4). The page's own
 * items (`pageItems`, from a block — see `firstSuppliedItems`) win over the
 * `floating_action_button.items` setting; with neither it renders nothing. An item whose
 * dynamic-content strategy hides it is left out. The shell renders it per page, so it follows every
 * path change.
 */
export async function QuickLinks({ pageItems }: { pageItems?: readonly QuickLinkItem[] | null }) {
  // Items whose dynamic-content strategy says no are not supplied at all (decision 0048).
  const [visiblePageItems, globalItems] = await Promise.all([
    pageItems ? visibleItems(pageItems, 'page quick links') : null,
    getSetting('floating_action_button.items').then((items) => visibleItems(items, 'floating_action_button.items')),
  ]);
  const picked = pickQuickLinks({ pageItems: visiblePageItems, globalItems });
  if (!picked) return null;
  const t = getT('ja');
  return (
    <QuickLinksNav label={t('quick_links.label')} source={picked.source}>
      {picked.items.map(({ link, icon }, index) => {
        const newTab = link.target === '_blank';
        return (
          <li key={`${index}-${link.url}`} className={styles.item}>
            <a
              className={styles.link}
              href={hrefOf(link)}
              target={link.target}
              rel={newTab ? 'noopener noreferrer' : undefined}
              download={link.type === 'file' ? '' : undefined}
              // A form link opens in the form modal (FormLinkModal listens for this attribute).
              data-form-link={link.type === 'form' ? link.url : undefined}
              data-quick-link={index + 1}
            >
              <Icon name={icon} size={22} />
              <span className={styles.text} data-quick-link-text="">
                {link.link_text}
              </span>
              {newTab ? <span className="visually-hidden">{t('quick_links.new_tab')}</span> : null}
            </a>
          </li>
        );
      })}
    </QuickLinksNav>
  );
}
