import { Window } from 'happy-dom';
import { createVisibilityCheck } from '@/features/dynamic-content/visibility-check';
import { sanitizeEditorHtml } from '@/features/html/sanitize';
import { getT } from '@/i18n/i18n';
import type { ResolvedImage } from '@/ui/picture';
import { renderToHtml } from '@/ui/render-to-html';
import { blockRegistry, type BlockKey } from './registry';
import { RenderBlocks, type BlockEnvironment, type RenderableBlock } from './render-blocks';
import type { StoredContent } from './types';

/**
 * Test support: renders blocks through the real pipeline (parse → resolve by field kind → loader →
 * component → section) to HTML, with resolvers that need no database.
 */
export const testImage = (id: number, alt: string, family: string): ResolvedImage => ({
  kind: 'picture',
  alt,
  src: `/media/${id}-test/${family}-1024.jpg`,
  width: 1024,
  height: 576,
  srcSet: {
    avif: `/media/${id}-test/${family}-1024.avif 1024w`,
    webp: `/media/${id}-test/${family}-1024.webp 1024w`,
    jpeg: `/media/${id}-test/${family}-1024.jpg 1024w`,
  },
});

export const testEnvironment: BlockEnvironment = {
  t: getT('ja'),
  errorMessage: 'ブロックエラー',
  tryAgainLabel: '再試行',
  resolvers: {
    image: async (value, family) => testImage(value.id, value.alt ?? '', family),
    html: (html) => ({ __html: sanitizeEditorHtml(html) }),
    aliases: new Map([['test-drive', '/forms/test-drive']]),
  },
  // No strategy source is set up: "no data keeps content visible".
  dynamicContent: createVisibilityCheck({ loadSource: async () => ({ kind: 'unset' }), warn: () => undefined }),
};

export { renderToHtml };

export function storedBlock(id: number, templateKey: string, content: StoredContent): RenderableBlock {
  return { id, templateKey, activePositions: [], content };
}

/** One block with its default content, `fields` merged over the defaults; `index` html boxes go first. */
export function renderDefaultBlock(
  key: BlockKey,
  options: { fields?: Record<string, unknown>; groups?: Record<string, unknown>[]; index?: number; searchParams?: URLSearchParams } = {},
): Promise<string> {
  const { fields = {}, groups, index = 0, searchParams } = options;
  const defaults = blockRegistry[key].defaultContent as StoredContent;
  const content = { fields: { ...defaults.fields, ...fields }, field_groups: groups ?? defaults.field_groups };
  const htmlBox = blockRegistry.html_box.defaultContent;
  const before = Array.from({ length: index }, (_, i) => storedBlock(100 + i, 'html_box', htmlBox));
  return renderToHtml(
    <RenderBlocks
      blocks={[...before, storedBlock(7, key, content)]}
      environment={testEnvironment}
      searchParams={searchParams}
      pagePath="/test"
    />,
  );
}

/** The rendered HTML as a document, to query it as a visitor's browser would. */
export function parseHtml(html: string): Document {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document as unknown as Document;
}

/** The section of the block under test (the last on the page). */
export async function renderBlockSection(key: BlockKey, options?: Parameters<typeof renderDefaultBlock>[1]): Promise<HTMLElement> {
  const sections = parseHtml(await renderDefaultBlock(key, options)).querySelectorAll<HTMLElement>('section[data-block]');
  return sections[sections.length - 1]!;
}
