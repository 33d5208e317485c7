import { describe, expect, it } from 'vitest';
import headingStyles from '@/ui/heading.module.css';
import paragraphStyles from '@/ui/paragraph.module.css';
import { renderBlockSection } from '../test-rendering';
import styles from './snippet.module.css';

describe('snippet', () => {
  it('renders its default content: heading and text, centred, in the body text size', async () => {
    const section = await renderBlockSection('snippet');
    const h2 = section.querySelector('h2')!;
    expect(h2.textContent).toBe('伝統と革新が出会う場所');
    expect(h2.className).toContain(headingStyles['size-l']);
    const text = section.querySelector('p')!;
    expect(text.textContent).toContain('1948年の誕生以来');
    expect(text.parentElement!.className).toContain(paragraphStyles['size-m']);
    expect(section.querySelector(`.${styles.snippet}`)!.className).toContain(styles.center);
    expect(section.querySelectorAll('a')).toHaveLength(0);
  });

  it('draws the text in the chosen paragraph size with the heading level and size chosen', async () => {
    const section = await renderBlockSection('snippet', { fields: { paragraph_size: 'subcopy', header_tag: '3', header_size: 'xs' } });
    expect(section.querySelector('p')!.parentElement!.className).toContain(paragraphStyles['size-subcopy']);
    expect(section.querySelector('h3')!.className).toContain(headingStyles['size-xs']);
  });

  it('sanitises the editor HTML and shows up to three buttons', async () => {
    const buttons = [
      { url: '/a', label: 'A' },
      { url: '/b', label: 'B', button_type: 'tertiary' },
    ];
    const section = await renderBlockSection('snippet', {
      fields: { paragraph: '<p onclick="x()">本文<script>alert(1)</script></p>', buttons },
    });
    expect(section.querySelector('p')!.outerHTML).toBe('<p>本文</p>');
    expect([...section.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['A', 'B']);
  });
});
