import { describe, expect, it } from 'vitest';
import { renderBlockSection } from '../test-rendering';

describe('html box', () => {
  it('renders its default HTML in the grid container', async () => {
    const section = await renderBlockSection('html_box');
    expect(section.querySelector('.grid-container p')!.textContent).toBe('営業時間：10:00〜18:00（火曜定休）');
  });

  it('never passes scripts or event handlers through', async () => {
    const section = await renderBlockSection('html_box', {
      fields: { html: '<img src="/a.png" alt="a" onerror="alert(1)"><script>alert(2)</script>' },
    });
    expect(section.querySelector('.grid-container')!.innerHTML).toBe('<img src="/a.png" alt="a">');
  });

  it('gives the block its layout classes', async () => {
    const section = await renderBlockSection('html_box', {
      fields: { theme: 'grey-theme', border_grid_class: 'border-top', padding_grid_class: 'y-space-0', header_font: 'secondary' },
    });
    expect(section.className.split(' ')).toEqual(['block', 'grey-theme', 'border-top', 'y-space-0', 'header-font-secondary']);
  });
});
