// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from '@/ui/render-to-html';
import { Segments, Slider } from './controls';

const render = async (node: ReactNode) => {
  document.body.innerHTML = await renderToHtml(node);
  return document.body;
};
const ignore = () => undefined;

describe('calculator controls', () => {
  it('draws a radio group as segments: one radio per option, the chosen one checked, a group role only when something else names it', async () => {
    const options = [
      { value: 3, label: '3年' },
      { value: 5, label: '5年' },
    ];
    const named = await render(
      <Segments name="fc-duration" labelledBy="fc-duration-label" options={options} selected={5} onChange={ignore} />,
    );
    const group = named.querySelector('[role="radiogroup"]')!;
    expect(group.getAttribute('aria-labelledby')).toBe('fc-duration-label');
    expect(
      [...group.querySelectorAll('input')].map((input) => [input.name, input.value, input.checked, input.closest('label')!.textContent]),
    ).toEqual([
      ['fc-duration', '3', false, '3年'],
      ['fc-duration', '5', true, '5年'],
    ]);
    // In a fieldset the legend names the radios: no role of its own.
    expect((await render(<Segments name="x" options={options} selected={3} onChange={ignore} />)).querySelector('[role]')).toBeNull();
  });

  it('gives a slider its value in words and writes its two ends under it, for the eye only', async () => {
    const body = await render(
      <Slider labelledBy="t-label" min={-10} max={40} step={5} value={20} valueText="20℃" scale={['-10℃', '40℃']} onChange={ignore} />,
    );
    const slider = body.querySelector('input[type="range"]')!;
    expect(['min', 'max', 'step', 'value', 'aria-valuetext', 'aria-labelledby'].map((name) => slider.getAttribute(name))).toEqual([
      '-10',
      '40',
      '5',
      '20',
      '20℃',
      't-label',
    ]);
    const scale = slider.nextElementSibling!;
    expect([scale.getAttribute('aria-hidden'), scale.textContent]).toEqual(['true', '-10℃40℃']);
  });
});
