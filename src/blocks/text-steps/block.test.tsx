import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';

const step = (i: number) => ({
  title: `手順${i}`,
  text: `手順${i}の説明です。`,
  link: { type: 'internal', url: `/step-${i}`, label: `手順${i}の詳細`, button_type: 'tertiary' },
});

describe('text steps', () => {
  it('renders its default content: heading, introduction, numbered steps and the button', async () => {
    const section = await renderBlockSection('text_steps');
    expect(section.querySelector('h2')!.textContent).toBe('ご購入までの流れ');
    expect(section.querySelector('p')!.textContent).toBe('ご検討から納車まで、専任のスタッフがお手伝いします。');
    const steps = [...section.querySelectorAll('ol > li')];
    expect(steps.map((li) => li.querySelector('h3')!.textContent)).toEqual(['モデルを選ぶ', '試乗する', 'お見積もり・ご契約', '納車']);
    // The big step label is decoration: the ordered list already numbers the steps for screen readers.
    const label = steps[0]!.querySelector('[aria-hidden="true"]')!;
    expect(label.textContent).toBe('ステップ1');
    expect(steps[3]!.querySelector('[aria-hidden="true"]')!.textContent).toBe('ステップ4');
    const stepLink = steps[1]!.querySelector('a')!;
    expect([stepLink.textContent, stepLink.getAttribute('href')]).toEqual(['試乗を予約する', '/forms/test-drive']);
    expect(steps[0]!.querySelector('a')).toBeNull();
    const button = [...section.querySelectorAll('a')].at(-1)!;
    expect([button.textContent, button.getAttribute('href')]).toEqual(['在庫車を探す', '/stock']);
  });

  it('renders all eight steps of a full block, one heading level below the block heading', async () => {
    const groups = Array.from({ length: 8 }, (_, i) => step(i + 1));
    const section = await renderBlockSection('text_steps', { fields: { header_tag: 'h3' }, groups });
    const steps = [...section.querySelectorAll('ol > li')];
    expect(steps).toHaveLength(8);
    expect(steps.map((li) => li.querySelector('h4')!.textContent)).toEqual(groups.map((g) => g.title));
    expect(steps.map((li) => li.querySelector('p')!.textContent)).toEqual(groups.map((g) => g.text));
    expect(steps.map((li) => li.querySelector('a')!.getAttribute('href'))).toEqual(groups.map((g) => g.link.url));
    expect(steps[7]!.querySelector('[aria-hidden="true"]')!.textContent).toBe('ステップ8');
  });

  it('keeps the steps at the block level when the block has no heading', async () => {
    const section = await renderBlockSection('text_steps', { fields: { title: '' }, groups: [step(1)] });
    expect(section.querySelector('h2')!.textContent).toBe('手順1');
    expect(section.querySelector('h3')).toBeNull();
  });

  it('refuses a ninth step when saving', () => {
    const save = (n: number) =>
      blockRegistry.text_steps.schemas.save.safeParse({ fields: {}, field_groups: Array.from({ length: n }, (_, i) => step(i)) });
    expect(save(8).success).toBe(true);
    expect(save(9).success).toBe(false);
  });
});
