import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { SearchForm } from '@/features/search/components/search-form';
import { SearchResults } from '@/features/search/components/search-results';
import { parseSearchParams } from '@/features/search/search-params';
import { searchSite, type SiteSearchResults } from '@/features/search/site-search.server';
import { SiteShell } from '@/features/site/site-shell.server';
import { getT } from '@/i18n/i18n';
import { isAppError } from '@/lib/app-error';
import { Heading } from '@/ui/heading';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Result pages are not for search engines: they would index our index.
export const metadata: Metadata = { title: getT('ja')('search.title'), robots: { index: false, follow: true } };

/** Site search (decision 0041): server-rendered, a GET form and links, so it works without JavaScript. */
export default async function SearchPage({ searchParams }: Props) {
  await connection();
  const t = getT('ja');
  const { q, page } = parseSearchParams(await searchParams);
  let results: SiteSearchResults | 'too_many' | null = null;
  if (q) {
    try {
      results = await searchSite({ q, page }, { client: (await headers()).get('x-client-ip')?.trim() || 'unknown' });
    } catch (error) {
      if (!isAppError(error) || error.code !== 'RATE_LIMITED') throw error;
      results = 'too_many';
    }
  }
  return (
    <SiteShell path="/search">
      <div className="grid-container" style={{ maxWidth: 880, paddingBlock: 48 }}>
        <Heading level="h1" size="l">
          {t('search.title')}
        </Heading>
        <div style={{ marginBlock: 24 }}>
          <SearchForm q={q} texts={{ label: t('search.label'), placeholder: t('search.placeholder'), button: t('search.button') }} />
        </div>
        {results === 'too_many' ? (
          <p role="status">{t('search.rate_limited')}</p>
        ) : results ? (
          <SearchResults q={q} results={results} t={t} />
        ) : null}
      </div>
    </SiteShell>
  );
}
