import 'server-only';
import { eq } from 'drizzle-orm';
import Link from 'next/link';
import { getDb } from '@/db/client.server';
import { pageDrafts, type PageRow } from '@/db/schema';
import { currentActor } from '@/features/auth/current-actor.server';
import { can } from '@/features/auth/permissions';
import { getT } from '@/i18n/i18n';
import styles from './editor-toolbar.module.css';

/**
 * The bar editors see on the public site (site.md §2 main layout): which page this is, whether it
 * has unpublished changes, a way into the editor and out of the session. Plain HTML and a form:
 * no JavaScript for anybody, and anonymous visitors never get it (their pages come from the cache).
 */
export async function EditorToolbar({ page, signOut }: { page: PageRow; signOut: () => Promise<void> }) {
  const actor = await currentActor();
  if (actor.kind !== 'user' || !can(actor, 'cms.open')) return null;
  const db = await getDb();
  const [draft] = await db
    .select({ revision: pageDrafts.revision, scheduledAt: pageDrafts.scheduledAt })
    .from(pageDrafts)
    .where(eq(pageDrafts.pageId, page.id));
  const t = getT('ja');
  return (
    <aside className={styles.toolbar} aria-label={t('cms.toolbar.label')}>
      <span className={styles.page}>
        {page.title} <code>{page.path}</code>
      </span>
      <span className={styles.status}>{draft ? t('cms.toolbar.has_draft') : t('cms.toolbar.up_to_date')}</span>
      <Link href={`/cms/pages/${page.id}`} className={styles.link}>
        {t('cms.toolbar.edit')}
      </Link>
      <span className={styles.who}>{actor.name}</span>
      <form action={signOut}>
        <button type="submit" className={styles.button}>
          {t('auth.sign_out')}
        </button>
      </form>
    </aside>
  );
}
