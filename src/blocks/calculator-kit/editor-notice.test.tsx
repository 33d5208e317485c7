// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from '@/ui/render-to-html';
import { EditorNotice } from './editor-notice';
import styles from './calculator.module.css';

async function notice(unavailable: boolean) {
  document.body.innerHTML = await renderToHtml(
    <EditorNotice lines={['一行目', '二行目']} unavailable={unavailable} hook="data-range-notice" />,
  );
  return document.body.firstElementChild!;
}

describe('calculator editor notice', () => {
  it('is hidden, says each line, and tells with the block’s own attribute whether the calculator is there', async () => {
    const partial = await notice(false);
    expect([partial.hasAttribute('hidden'), partial.getAttribute('data-range-notice')]).toEqual([true, 'partial']);
    expect([...partial.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['一行目', '二行目']);
    expect(partial.classList.contains(styles.unavailable!)).toBe(false);
    const unavailable = await notice(true);
    expect(unavailable.getAttribute('data-range-notice')).toBe('unavailable');
    expect(unavailable.classList.contains(styles.unavailable!)).toBe(true);
  });

  it('hides a section without a calculator from visitors and shows its notice in the editor’s preview, with CSS alone', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'calculator.module.css'), 'utf8');
    expect(css).toContain(':global(.block):has(> .unavailable) {\n  display: none;');
    expect(css).toContain(':global(.block[data-editor-block]):has(> .unavailable) {\n  display: block;');
    expect(css).toContain(':global(.block[data-editor-block]) .notice[hidden] {\n  display: block;');
  });
});
