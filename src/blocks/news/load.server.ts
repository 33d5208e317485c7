import 'server-only';
import { resolveImage } from '@/features/media/responsive-image.server';
import { currentPageParam, parseCurrentPage } from '@/features/news/news-paging';
import type { NewsCardItem } from '@/features/news/components/news-card-list';
import { newsArticlePath, newsListPath } from '@/features/news/news-paths';
import { listPublishedNews } from '@/features/news/news.server';
import { logger } from '@/lib/logger.server';
import type { LoadContext } from '../types';

/** A card of the list: what `NewsCardList` draws. */
export type NewsCard = NewsCardItem;

export type NewsListData =
  | { kind: 'list'; items: NewsCard[]; page: number; pageCount: number; path: string }
  /** The articles could not be read: the block shows its error texts instead of the block error. */
  | { kind: 'error' };

/** One page of the list, from `?currentPage=N` (a page past the last shows the last). */
export async function loadNewsList(context: LoadContext): Promise<NewsListData> {
  const page = parseCurrentPage(context.searchParams?.get(currentPageParam));
  try {
    const list = await listPublishedNews({ page });
    const items = await Promise.all(
      list.items.map(async (article) => ({
        id: article.id,
        href: newsArticlePath(article.slug),
        title: article.title,
        summary: article.summary,
        publishedAt: article.publishedAt,
        image:
          article.imageId === null ? null : await resolveImage({ id: article.imageId, alt: article.imageAlt || undefined }, 'standard'),
      })),
    );
    return { kind: 'list', items, page: list.page, pageCount: list.pageCount, path: context.pagePath ?? newsListPath };
  } catch (error) {
    logger.error({ err: error, blockId: context.blockId }, 'news list failed to load');
    return { kind: 'error' };
  }
}
