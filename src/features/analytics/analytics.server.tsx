import 'server-only';
import { configuredTags, consentSourceOf } from '@/features/tags/registry';
import { getTagSettings } from '@/features/tags/tags.server';
import type { PageViewContext } from './page-view';
import { PageView } from './page-view.client';

/**
 * The page's analytics island with what it needs from the settings: how the page reads consent
 * (our banner or the configured consent provider) and whether there is a tag manager to wait for.
 */
export async function SiteAnalytics(props: PageViewContext) {
  const settings = await getTagSettings();
  const tagManager = configuredTags(settings).some((tag) => tag.id === 'tag_manager');
  return <PageView {...props} consent={consentSourceOf(settings)} tagManager={tagManager} />;
}
