import 'server-only';
import { env } from '@/lib/env.server';
import { configuredTags, consentSourceOf } from './registry';
import { TagLoader, type LoaderErrorReporting, type LoaderTag } from './tag-loader.client';
import { getTagSettings } from './tags.server';

/**
 * The page's third-party tags: the consent provider and the tags loaded on every page, handed to
 * the loader with how to read consent, and error reporting (our bundled client, decision 0047)
 * with its DSN. Nothing is rendered when no such tag is configured.
 */
export async function ThirdPartyTags() {
  const settings = await getTagSettings();
  const configured = configuredTags(settings);
  const tags: LoaderTag[] = configured.flatMap((tag) =>
    tag.loading === 'every_page' && tag.script ? [{ id: tag.id, scope: tag.scope, ...tag.script }] : [],
  );
  const errorTag = configured.find((tag) => tag.id === 'error_reporting');
  const { NODE_ENV, SENTRY_ENVIRONMENT, SENTRY_RELEASE } = env();
  const errorReporting: LoaderErrorReporting | null =
    errorTag && settings.errorReportingDsn
      ? {
          scope: errorTag.scope,
          config: {
            dsn: settings.errorReportingDsn,
            environment: SENTRY_ENVIRONMENT ?? NODE_ENV,
            ...(SENTRY_RELEASE ? { release: SENTRY_RELEASE } : {}),
          },
        }
      : null;
  if (tags.length === 0 && !errorReporting) return null;
  return <TagLoader source={consentSourceOf(settings)} tags={tags} errorReporting={errorReporting} />;
}
