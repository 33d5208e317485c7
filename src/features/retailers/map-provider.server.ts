import 'server-only';
import { configuredTags, consentSourceOf } from '@/features/tags/registry';
import { getTagSettings } from '@/features/tags/tags.server';
import { logger } from '@/lib/logger.server';
import type { MapProvider } from './components/map-types';

/**
 * The maps provider of settings for the retailer map (`tags.maps`: key, region and language,
 * site.md §7): its script, consent scope and how the browser reads consent. Null when none is set —
 * or when settings cannot be read (logged): the site's own map needs none.
 */
export async function getMapProvider(): Promise<MapProvider | null> {
  try {
    const settings = await getTagSettings();
    const maps = configuredTags(settings).find((tag) => tag.id === 'maps');
    if (!maps?.script) return null;
    return { source: consentSourceOf(settings), scope: maps.scope, script: maps.script };
  } catch (error) {
    logger.error({ err: error }, 'retailer map: tag settings could not be read; using the site’s own map');
    return null;
  }
}
