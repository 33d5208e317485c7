import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * Test support: a tree rendered to HTML the way the server's render waits for it — lazily loaded
 * islands included, which a synchronous renderToStaticMarkup would refuse.
 */
export async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(<>{node}</>);
  return new Response(prelude).text();
}
