import type { Metadata } from 'next';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { getLogoForPath, getNavTree } from '@/features/navigation/navigation.server';
import { pathListed } from '@/features/pages/paths';
import { getSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { signOut } from '../auth/actions';

export const metadata: Metadata = { title: getT('ja')('cms.navigation_title'), robots: { index: false, follow: false } };

/** Paths worth checking on any site: home, the brand sections with their own logos, the stock list. */
const samplePaths = ['/', '/range-rover', '/defender', '/discovery', '/stock'];

/**
 * /lrdx-navigation-test (site.md §2): what the navigation looks like under the current settings —
 * the menu tree, and per path whether navigation and breadcrumbs show and which logo and home apply.
 */
export default async function NavigationTestPage() {
  const actor = await requirePagePermission('cms.open', '/lrdx-navigation-test');
  const t = getT('ja');
  const [tree, hidden, noBreadcrumbs] = await Promise.all([
    getNavTree(),
    getSetting('navigation.hidden_paths'),
    getSetting('navigation.breadcrumbs_disabled_paths'),
  ]);
  const rows = await Promise.all(samplePaths.map(async (path) => ({ path, logo: await getLogoForPath(path) })));
  return (
    <CmsShell actor={actor} current="navigation" title={t('cms.navigation_title')} signOut={signOut}>
      <section className={styles.section} aria-labelledby="nav-paths">
        <h2 id="nav-paths">{t('cms.navigation_by_path')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('cms.col_path')}</th>
              <th scope="col">{t('cms.col_navigation')}</th>
              <th scope="col">{t('cms.col_breadcrumbs')}</th>
              <th scope="col">{t('cms.col_logo')}</th>
              <th scope="col">{t('cms.col_home')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ path, logo }) => (
              <tr key={path}>
                <td>
                  <code>{path}</code>
                </td>
                <td>{pathListed(path, hidden) ? t('cms.hidden') : t('cms.shown')}</td>
                <td>{pathListed(path, noBreadcrumbs) ? t('cms.hidden') : t('cms.shown')}</td>
                <td>
                  <code>{logo.logo}</code>
                </td>
                <td>
                  <code>{logo.homepage}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.section} aria-labelledby="nav-tree">
        <h2 id="nav-tree">{t('cms.navigation_tree')}</h2>
        <ul>
          {tree.map((item) => (
            <li key={item.id}>
              {item.label} <code className={styles.muted}>{item.url}</code>
              {item.children.length ? (
                <ul>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      {child.label} <code className={styles.muted}>{child.url}</code>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </CmsShell>
  );
}
