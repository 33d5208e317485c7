import 'server-only';
import type { ConsentScope } from '@/features/consent/consent';
import type { ConsentSource } from '@/features/consent/watch-consent';
import { configuredTags, consentSourceOf } from '@/features/tags/registry';
import { getTagSettings } from '@/features/tags/tags.server';
import { logger } from '@/lib/logger.server';
import type { LoadContext } from '../types';

/** What the map island needs to load the maps tag (decision 0043): its script, its scope and how to read consent. */
export interface MapEmbedConfig {
  source: ConsentSource;
  scope: ConsentScope;
  script: { src: string; attributes: Record<string, string> };
}

/**
 * The maps tag of the tag registry, when `tags.maps` is set; null otherwise (the block then shows
 * its address and map links only). Settings that cannot be read leave the static block, logged.
 */
export async function loadMapEmbed(context: LoadContext): Promise<MapEmbedConfig | null> {
  try {
    const settings = await getTagSettings();
    const maps = configuredTags(settings).find((tag) => tag.id === 'maps');
    if (!maps?.script) return null;
    return { source: consentSourceOf(settings), scope: maps.scope, script: maps.script };
  } catch (error) {
    logger.error({ err: error, blockId: context.blockId }, 'location map: tag settings could not be read; showing the address only');
    return null;
  }
}
