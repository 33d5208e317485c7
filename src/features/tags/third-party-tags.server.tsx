import 'server-only';
import { configuredTags, consentSourceOf } from './registry';
import { TagLoader, type LoaderTag } from './tag-loader.client';
import { getTagSettings } from './tags.server';

/**
 * The page's third-party tags: the consent provider and the tags loaded on every page, handed to
 * the loader with how to read consent. Nothing is rendered when no such tag is configured.
 */
export async function ThirdPartyTags() {
  const settings = await getTagSettings();
  const tags: LoaderTag[] = configuredTags(settings).flatMap((tag) =>
    tag.loading === 'every_page' && tag.script ? [{ id: tag.id, scope: tag.scope, ...tag.script }] : [],
  );
  if (tags.length === 0) return null;
  return <TagLoader source={consentSourceOf(settings)} tags={tags} />;
}
