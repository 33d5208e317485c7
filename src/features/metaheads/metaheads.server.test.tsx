import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { MetaheadRow } from '@/db/schema';

// Rendering must never load a compiler: a mocked module's factory runs only when it is imported.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('sass', () => {
  loaded.add('sass');
  return {};
});
vi.mock('./compile-style.server', () => {
  loaded.add('compile-style');
  return {};
});

const { Metaheads } = await import('./metaheads.server');

function row(id: number, language: MetaheadRow['language'], content: string, compiledCss: string | null = null): MetaheadRow {
  return { id, language, content, compiledCss, sequence: id, inBody: false, reloadOnEachPage: false, rdxCorePageId: null };
}

describe('Metaheads styles', () => {
  it('renders CSS as written and SCSS/Sass as compiled when saved, without loading a compiler', () => {
    const html = renderToStaticMarkup(
      <Metaheads
        rows={[
          row(1, 'css', 'a{color:red}'),
          row(2, 'scss', '$c: blue; b { color: $c }', 'b{color:blue}'),
          row(3, 'sass', 'i\n  color: green', 'i{color:green}'),
        ]}
        placement="head"
      />,
    );
    expect(html).toBe(
      '<style data-metahead="1">a{color:red}</style><style data-metahead="2">b{color:blue}</style><style data-metahead="3">i{color:green}</style>',
    );
    expect([...loaded]).toEqual([]);
  });

  it('renders nothing for SCSS that has not been compiled yet', () => {
    expect(renderToStaticMarkup(<Metaheads rows={[row(4, 'scss', '@while true {}')]} placement="head" />)).toBe('');
  });

  it('cannot end its style element early', () => {
    const html = renderToStaticMarkup(
      <Metaheads rows={[row(5, 'css', 'a::after{content:"</STYLE><script>x()</script>"}')]} placement="head" />,
    );
    expect(html).toBe('<style data-metahead="5">a::after{content:"<\\/STYLE><script>x()</script>"}</style>');
  });
});
