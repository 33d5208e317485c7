import 'server-only';
import { dynamicContentVisibility } from '@/features/dynamic-content/visibility.server';
import { editorHtmlSanitizer } from '@/features/html/editor-html.server';
import { resolveImage } from '@/features/media/responsive-image.server';
import { getSetting } from '@/features/settings/settings.server';
import type { Translate } from '@/i18n/i18n';
import type { BlockEnvironment } from './render-blocks';

/**
 * The settings and resolvers every block of a page shares, read once per page. A stored page, a
 * draft preview and an editor canvas all render blocks through this and `RenderBlocks`.
 */
export async function loadBlockEnvironment(t: Translate): Promise<BlockEnvironment> {
  const [errorSetting, retrySetting, predefined, html] = await Promise.all([
    getSetting('blocks.error_msg'),
    getSetting('blocks.try_again_btn_label'),
    getSetting('predefined_links'),
    editorHtmlSanitizer(),
  ]);
  return {
    t,
    errorMessage: errorSetting ?? t('block.error_msg'),
    tryAgainLabel: retrySetting ?? t('block.try_again'),
    dynamicContent: dynamicContentVisibility,
    resolvers: {
      image: resolveImage,
      html,
      aliases: new Map(predefined.map((l) => [l.alias, l.url])),
    },
  };
}
