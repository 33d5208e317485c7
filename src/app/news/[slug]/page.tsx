import type { Metadata } from 'next';
import { NewsArticlePageView, newsArticleMetadata } from '@/views/news-article-view.server';

type Props = { params: Promise<{ slug: string }> };

/**
 * /news/{slug}: incremental rendering like the CMS pages (decisions 0009, 0013) — rendered on the
 * first request, kept by the page cache handler until the `news` tag (any article change) or the
 * /news page changes. The proxy has already answered unknown slugs with the 404 page.
 */
export async function generateStaticParams() {
  return [];
}
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsArticleMetadata((await params).slug);
}

export default async function NewsArticlePage({ params }: Props) {
  return <NewsArticlePageView slug={(await params).slug} />;
}
