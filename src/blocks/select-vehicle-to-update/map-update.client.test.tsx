// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getT } from '@/i18n/i18n';
import { buttonNamed, chooseOption as choose, submitForm } from '../owner-tools-kit/testing';
import { mapUpdateTexts } from './block';
import { MapUpdate } from './map-update.client';
import { readMapper, type Mapper } from './mapper';

const tracked = vi.hoisted(() => [] as unknown[]);
vi.mock('@/features/analytics/track', () => ({ trackEvent: (event: unknown) => tracked.push(event) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const texts = mapUpdateTexts({}, getT('ja'));
const mapper = readMapper({
  dropdowns: [
    { label: 'ディフェンダー', key: 'defender', children: [2025] },
    { label: 'レンジローバー', key: 'range_rover', children: [2019, 2020, 2025] },
  ],
  subblocks_groups: [
    {
      key: 'pivi',
      match_dropdowns: [
        { parent_key: 'defender', child_key: [2025] },
        { parent_key: 'range_rover', child_key: [2025] },
      ],
    },
    { key: 'touch', match_dropdowns: [{ parent_key: 'range_rover', child_key: [2019, 2020] }] },
  ],
})!;
const systems = [
  { key: 'pivi', title: 'Pivi Pro', hasHowTo: true },
  { key: 'touch', title: 'Touch Pro', hasHowTo: true },
  { key: 'manual', title: '取扱説明書', hasHowTo: false },
];

let root: Root;
beforeEach(() => {
  tracked.length = 0;
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

async function render(m: Mapper | null = mapper) {
  await act(async () =>
    root.render(
      <MapUpdate
        texts={texts}
        mapper={m}
        systems={systems}
        cards={systems.map((s) => (
          <p key={s.key}>{s.title}</p>
        ))}
        howTo={systems.map((s) => (
          <ol key={s.key}>
            <li>{`${s.title}の手順`}</li>
          </ol>
        ))}
      />,
    ),
  );
}

const selects = () => [...document.querySelectorAll('select')];
const status = () => document.querySelector('[role="status"]')!.textContent;
const shown = () => [...document.querySelectorAll('li[data-shown] > p')].map((p) => p.textContent);
const button = (name: string) => buttonNamed(name)!;
const showMe = () => submitForm(document.querySelector('form')!);

describe('MapUpdate', () => {
  it('offers the vehicles, then the model years of the chosen one, with labelled dropdowns', async () => {
    await render();
    const [parent, child] = selects();
    expect(document.querySelector(`label[for="${parent!.id}"]`)!.textContent).toBe('車種');
    expect(document.querySelector(`label[for="${child!.id}"]`)!.textContent).toBe('モデルイヤー');
    expect([...parent!.options].map((o) => o.textContent)).toEqual(['車種を選択してください', 'ディフェンダー', 'レンジローバー']);
    expect(child!.disabled).toBe(true);
    await choose(parent!, 'range_rover');
    expect(child!.disabled).toBe(false);
    expect([...child!.options].map((o) => o.textContent)).toEqual([
      'モデルイヤーを選択してください',
      '2019年モデル',
      '2020年モデル',
      '2025年モデル',
    ]);
    expect(child!.value).toBe('');
    expect(shown()).toEqual([]);
    expect([button('表示する').type, button('クリア').type]).toEqual(['submit', 'button']);
  });

  it('asks for the vehicle, then the year, at the dropdown that is missing', async () => {
    await render();
    const [parent, child] = selects();
    await showMe();
    expect(document.getElementById(parent!.getAttribute('aria-describedby')!)!.textContent).toBe('車種を選択してください。');
    expect(parent!.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(parent);
    await choose(parent!, 'range_rover');
    expect(parent!.getAttribute('aria-invalid')).toBeNull();
    await showMe();
    expect(document.getElementById(child!.getAttribute('aria-describedby')!)!.textContent).toBe('モデルイヤーを選択してください。');
    expect(document.activeElement).toBe(child);
    expect(shown()).toEqual([]);
    expect(tracked).toEqual([]);
  });

  it('shows the systems of the vehicle and year and announces how many, for the chosen pair', async () => {
    await render();
    const [parent, child] = selects();
    await choose(parent!, 'range_rover');
    await choose(child!, '2020');
    await showMe();
    expect(status()).toBe('レンジローバー 2020年モデルのシステム：1件');
    expect(shown()).toEqual(['Touch Pro']);
    expect(tracked).toEqual([{ event: 'model_selection', action: 'select', model: 'range_rover', label: 'map_update:2020' }]);
    await choose(child!, '2025');
    await showMe();
    expect(status()).toBe('レンジローバー 2025年モデルのシステム：1件');
    expect(shown()).toEqual(['Pivi Pro']);
  });

  it('picks the only model year of a vehicle by itself', async () => {
    await render();
    const [parent, child] = selects();
    await choose(parent!, 'defender');
    expect(child!.value).toBe('2025');
    await showMe();
    expect(shown()).toEqual(['Pivi Pro']);
  });

  it('says when nothing answers, and points at every system', async () => {
    await render({ ...mapper, subblocks_groups: [] });
    const [parent] = selects();
    await choose(parent!, 'defender');
    await showMe();
    expect(status()).toBe(
      'ディフェンダー 2025年モデルのシステム：0件 該当するシステムが見つかりませんでした。「すべてのシステムを見る」からお探しください。',
    );
    expect(shown()).toEqual([]);
  });

  it('“View all systems” lists every system; “Clear” empties the choice and goes back to the vehicle', async () => {
    await render();
    const link = document.querySelector<HTMLAnchorElement>('a[href^="#"]')!;
    expect(link.textContent).toBe('すべてのシステムを見る');
    expect(document.getElementById(link.getAttribute('href')!.slice(1))!.tagName).toBe('UL');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(shown()).toEqual(['Pivi Pro', 'Touch Pro', '取扱説明書']);
    expect(status()).toBe('すべてのシステム：3件');

    const [parent, child] = selects();
    await choose(parent!, 'range_rover');
    await choose(child!, '2019');
    await act(async () => button('クリア').click());
    expect([parent!.value, child!.value, child!.disabled]).toEqual(['', '', true]);
    expect(shown()).toEqual([]);
    expect(status()).toBe('選択をクリアしました。');
    expect(document.activeElement).toBe(parent);
  });

  it('opens a system’s steps in the modal titled 更新方法, named by the system', async () => {
    await render();
    await act(async () => document.querySelector<HTMLAnchorElement>('a[href^="#"]')!.click());
    // Hydrated: buttons, not the server HTML's disclosures; the manual has no steps, so no button.
    expect(document.querySelector('details')).toBeNull();
    const open = [...document.querySelectorAll<HTMLButtonElement>('li button')];
    expect(open.map((b) => [b.textContent, b.getAttribute('aria-haspopup')])).toEqual([
      ['更新方法を見る（Pivi Pro）', 'dialog'],
      ['更新方法を見る（Touch Pro）', 'dialog'],
    ]);
    await act(async () => open[1]!.click());
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('更新方法');
    expect(dialog.textContent).toContain('Touch Pro');
    expect(dialog.querySelector('ol')!.textContent).toBe('Touch Proの手順');
    await act(async () => dialog.querySelector<HTMLButtonElement>('button[aria-label="閉じる"]')!.click());
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('without a usable mapper lists every system and offers no dropdowns', async () => {
    await render(null);
    expect(selects()).toEqual([]);
    expect(document.querySelector('a[href^="#"]')).toBeNull();
    expect(shown()).toEqual(['Pivi Pro', 'Touch Pro', '取扱説明書']);
  });
});
