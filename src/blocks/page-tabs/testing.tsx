import { AppError } from '@/lib/app-error';
import { blockRegistry } from '../registry';
import { RenderBlocks } from '../render-blocks';
import { parseHtml, renderToHtml, storedBlock, testEnvironment } from '../test-rendering';
import type { StoredContent } from '../types';
import { validateBlockContent } from '../validate-content';

/** Test support: a snippet with a heading, as a block a tab holds. */
export const snippetBlock = (id: number, title: string) =>
  storedBlock(id, 'snippet', { fields: { title, block_scroll_id: `s${id}` }, field_groups: [] });

/**
 * A tab block (its default content, or `content`) followed by snippets titled `following`, rendered
 * through the real pipeline: the tab block's section, and the page.
 */
export async function renderTabBlock(
  key: 'section_tabs' | 'section_image_tabs',
  { content, following = [] }: { content?: StoredContent; following?: string[] } = {},
) {
  const tabs = storedBlock(7, key, content ?? (blockRegistry[key].defaultContent as StoredContent));
  const blocks = [tabs, ...following.map((title, i) => snippetBlock(10 + i, title))];
  const page = parseHtml(await renderToHtml(<RenderBlocks blocks={blocks} environment={testEnvironment} pagePath="/test" />));
  return { page, section: page.querySelector<HTMLElement>(`section[data-block="${key}"]`)! };
}

/** Each panel: its id, its heading (shown without JavaScript) and the headings of the blocks it holds. */
export function panelsOf(section: Element): [string, string, string[]][] {
  return [...section.querySelectorAll('[data-tab-panel]')].map((panel) => [
    panel.id,
    panel.querySelector('h1, h2, h3, h4, h5, h6')!.textContent!,
    [...panel.querySelectorAll('section h2')].map((h) => h.textContent!),
  ]);
}

/** The save check's messages for this content, each with where it points. */
export function saveProblems(key: string, content: StoredContent): [string, string][] {
  try {
    validateBlockContent(key, content);
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.errors.map((e) => [e.pointer.replace('content.', ''), e.detail]);
  }
}
