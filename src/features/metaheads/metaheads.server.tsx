import 'server-only';
import type { MetaheadRow } from '@/db/schema';
import { MetaheadScripts, type ScriptMetahead } from './metahead-scripts.client';

/**
 * The stylesheet of a style metahead: CSS as written, SCSS/Sass as compiled when it was saved
 * (metaheads-admin.server.ts). Rendering never compiles: a row not compiled yet renders nothing.
 */
function styleText(row: MetaheadRow): string | null {
  const css = row.language === 'css' ? row.content : row.compiledCss;
  // `</style` would end the element early; inside a CSS string `<\/style` means the same text.
  return css ? css.replace(/<\/(style)/gi, '<\\/$1') : null;
}

const tagPattern = /<(meta|link)\s+([^>]*?)\/?>/gi;
const attrPattern = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)')/g;
const reactAttr: Record<string, string> = {
  'http-equiv': 'httpEquiv',
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  hreflang: 'hrefLang',
};

/** <meta> and <link> tags from an html metahead, as elements React hoists into <head>. */
function headTags(row: MetaheadRow) {
  return [...row.content.matchAll(tagPattern)].map((match, i) => {
    const props: Record<string, string> = {};
    for (const attr of match[2]!.matchAll(attrPattern)) {
      const name = attr[1]!.toLowerCase();
      if (name.startsWith('on')) continue;
      props[reactAttr[name] ?? name] = attr[3] ?? attr[4] ?? '';
    }
    return match[1]!.toLowerCase() === 'meta' ? <meta key={`${row.id}-${i}`} {...props} /> : <link key={`${row.id}-${i}`} {...props} />;
  });
}

/**
 * Renders metaheads (site.md §3) in `sequence` order. Styles and head tags render on the server;
 * scripts run in the browser through MetaheadScripts so that `reload_on_each_page` is honoured on
 * client-side navigation.
 */
export function Metaheads({ rows, placement }: { rows: MetaheadRow[]; placement: 'head' | 'body' }) {
  const mine = rows.filter((r) => r.inBody === (placement === 'body'));
  const scripts: ScriptMetahead[] = mine
    .filter((r) => r.language === 'javascript' || r.language === 'js-src')
    .map((r) => ({ id: r.id, kind: r.language === 'js-src' ? 'src' : 'inline', content: r.content, reloadOnEachPage: r.reloadOnEachPage }));
  return (
    <>
      {mine.map((row) => {
        if (row.language === 'css' || row.language === 'scss' || row.language === 'sass') {
          const css = styleText(row);
          return css ? <style key={row.id} data-metahead={row.id} dangerouslySetInnerHTML={{ __html: css }} /> : null;
        }
        if (row.language === 'html') {
          return placement === 'head' ? (
            headTags(row)
          ) : (
            <div key={row.id} data-metahead={row.id} dangerouslySetInnerHTML={{ __html: row.content }} />
          );
        }
        return null;
      })}
      {scripts.length ? <MetaheadScripts scripts={scripts} /> : null}
    </>
  );
}
