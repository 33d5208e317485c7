import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { newsSectionTexts } from '@/blocks/news/section-texts.server';
import { editorHtmlSanitizer } from '@/features/html/editor-html.server';
import { getImage } from '@/features/media/images.server';
import { resolveImage } from '@/features/media/responsive-image.server';
import { metaImageWidth } from '@/features/media/sizes';
import { NewsArticleView } from '@/features/news/components/news-article';
import { newsArticlePath } from '@/features/news/news-paths';
import { getPublishedNewsArticle } from '@/features/news/news.server';
import { getSetting } from '@/features/settings/settings.server';
import { SiteShell } from '@/features/site/site-shell.server';
import { getT } from '@/i18n/i18n';
import { env } from '@/lib/env.server';

/**
 * A news article page (decision 0045): the article from the news store in the site shell, with the
 * back-link label and date format of the news block on /news. Rendered into the page cache and
 * re-rendered when a news article or the /news page changes.
 */
export async function NewsArticlePageView({ slug }: { slug: string }) {
  const article = await getPublishedNewsArticle(slug);
  // The proxy answers unknown and future articles with the 404 page; this covers a race with a change.
  if (!article) notFound();
  const t = getT('ja');
  const [texts, sanitize, image] = await Promise.all([
    newsSectionTexts(t),
    editorHtmlSanitizer(),
    article.imageId === null ? null : resolveImage({ id: article.imageId, alt: article.imageAlt || undefined }, 'standard'),
  ]);
  return (
    <SiteShell path={newsArticlePath(article.slug)}>
      <NewsArticleView
        title={article.title}
        publishedAt={article.publishedAt}
        image={image}
        body={sanitize(article.body)}
        dateLocale={texts.dateLocale}
        back={{ href: texts.listPath, label: texts.backLabel }}
      />
    </SiteShell>
  );
}

/** Title with the divider and site name, the summary as description, the image for sharing. */
export async function newsArticleMetadata(slug: string): Promise<Metadata> {
  const article = await getPublishedNewsArticle(slug);
  if (!article) return {};
  const [divider, siteNameSetting, imageInfo] = await Promise.all([
    getSetting('seo.title_divider'),
    getSetting('seo.site_name'),
    article.imageId === null ? null : getImage(article.imageId),
  ]);
  const title = `${article.title} ${divider} ${siteNameSetting ?? getT('ja')('site.name')}`;
  const url = new URL(newsArticlePath(article.slug), env().SITE_URL).toString();
  const jpegs = imageInfo?.variants.filter((v) => v.format === 'jpeg') ?? [];
  const ogImage = (jpegs.find((v) => v.width === metaImageWidth) ?? jpegs[0])?.url;
  const description = article.summary || undefined;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title,
      description,
      url,
      locale: 'ja_JP',
      type: 'article',
      publishedTime: article.publishedAt.toISOString(),
      modifiedTime: article.updatedAt.toISOString(),
      images: ogImage ? [{ url: ogImage, width: metaImageWidth }] : undefined,
    },
    twitter: { card: ogImage ? 'summary_large_image' : 'summary', title, description, images: ogImage ? [ogImage] : undefined },
  };
}
