import type { Metadata } from 'next';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { AdminTabs } from '@/features/cms/components/admin-tabs';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { NavTreeEditor } from '@/features/cms/components/nav-tree-editor.client';
import { getNavTree } from '@/features/navigation/navigation.server';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../auth/actions';
import { saveNavigation } from './actions';

export const metadata: Metadata = { title: getT('ja')('admin.navigation.title'), robots: { index: false, follow: false } };

/** /admin/navigation: publishers edit the site's menu (two levels) and save it in one go. */
export default async function AdminNavigationPage() {
  const actor = await requirePagePermission('navigation.manage', '/admin/navigation');
  const t = getT('ja');
  const n = (key: string, options?: Record<string, string>) => t(`admin.navigation.${key}`, options);
  const tree = await getNavTree();
  // Placeholders stay in the texts; the editor fills them in per entry.
  const vars = { label: '{{label}}', parent: '{{parent}}', position: '{{position}}', total: '{{total}}', children: '{{children}}' };
  return (
    <CmsShell actor={actor} current="admin" title={n('title')} signOut={signOut}>
      <AdminTabs actor={actor} current="navigation" />
      <p className={styles.muted}>{n('intro')}</p>
      <section className={styles.section} aria-labelledby="admin-navigation-tree">
        <h2 id="admin-navigation-tree">{n('tree_title')}</h2>
        <NavTreeEditor
          initialTree={tree.map((item) => ({
            label: item.label,
            url: item.url,
            children: item.children.map((child) => ({ label: child.label, url: child.url })),
          }))}
          save={saveNavigation}
          checkHref="/lrdx-navigation-test"
          labels={{
            treeLabel: n('tree_title'),
            help: n('url_help'),
            empty: n('empty'),
            untitled: n('untitled'),
            label: n('label'),
            url: n('url'),
            addTop: n('add_top'),
            addChild: n('add_child'),
            moveUp: n('move_up'),
            moveDown: n('move_down'),
            indent: n('indent'),
            outdent: n('outdent'),
            remove: n('remove'),
            save: n('save'),
            saving: n('saving'),
            unsaved: n('unsaved'),
            check: n('check'),
            confirmRemove: n('confirm_remove', vars),
            confirmRemoveWithChildren: n('confirm_remove_with_children', vars),
            confirmLeave: n('confirm_leave'),
            announceAdded: n('announce.added'),
            announceAddedChild: n('announce.added_child', vars),
            announceRemoved: n('announce.removed', vars),
            announceMoved: n('announce.moved', vars),
            announceIndented: n('announce.indented', vars),
            announceOutdented: n('announce.outdented', vars),
          }}
        />
      </section>
    </CmsShell>
  );
}
