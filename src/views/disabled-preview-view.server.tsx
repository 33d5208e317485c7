import 'server-only';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { loadBlockEnvironment } from '@/blocks/block-environment.server';
import { RenderBlocks } from '@/blocks/render-blocks';
import type { Actor } from '@/features/auth/permissions';
import styles from '@/features/cms/components/editor-toolbar.module.css';
import { formatJstDateTime } from '@/features/cms/format-date';
import { Metaheads } from '@/features/metaheads/metaheads.server';
import { getMetaheads, getPageForPreview } from '@/features/pages/pages.server';
import { isLive } from '@/features/pages/visibility';
import { SiteShell } from '@/features/site/site-shell.server';
import { getT } from '@/i18n/i18n';

/**
 * A page that is not live, rendered by the site's own renderer with a bar saying why visitors do not
 * see it. A live page goes to its real address; folders and redirects have nothing to show.
 */
export async function DisabledPreviewView({ actor, path }: { actor: Actor; path: string }) {
  const loaded = await getPageForPreview(actor, path);
  if (!loaded || loaded.page.pageType !== 'page') notFound();
  const { page, blocks } = loaded;
  if (isLive(page)) redirect(page.path);
  const t = getT('ja');
  const [metaheads, environment] = await Promise.all([getMetaheads(page.id), loadBlockEnvironment(t)]);
  const reason =
    page.status === 'disabled'
      ? t('cms.disabled_preview.disabled')
      : page.status === 'draft'
        ? t('cms.disabled_preview.draft')
        : page.publishAt && page.publishAt > new Date()
          ? t('cms.disabled_preview.not_yet', { at: formatJstDateTime(page.publishAt) })
          : t('cms.disabled_preview.ended', { at: formatJstDateTime(page.unpublishAt) });
  return (
    <SiteShell path={path} overlays={false}>
      <aside className={styles.toolbar} aria-label={t('cms.disabled_preview.label')}>
        <p className={styles.page}>{t('cms.disabled_preview.notice', { reason })}</p>
        <Link href={`/cms/pages/${page.id}`} className={styles.link}>
          {t('cms.disabled_preview.edit')}
        </Link>
      </aside>
      <Metaheads rows={metaheads} placement="head" />
      <RenderBlocks blocks={blocks} environment={environment} pagePath={path} />
      <Metaheads rows={metaheads} placement="body" />
    </SiteShell>
  );
}
