// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getT } from '@/i18n/i18n';
import { buttonNamed as button, pickerDialog as dialog, pickInDialog as pick } from '../owner-tools-kit/testing';
import { identifierTexts } from './block';
import { InfotainmentIdentifier } from './identifier.client';

const tracked = vi.hoisted(() => [] as unknown[]);
vi.mock('@/features/analytics/track', () => ({ trackEvent: (event: unknown) => tracked.push(event) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const vehicles = ['ディフェンダー', 'レンジローバー（2018〜2020年）'];
let root: Root;
beforeEach(async () => {
  tracked.length = 0;
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root.render(
      <InfotainmentIdentifier
        texts={identifierTexts({}, getT('ja'))}
        vehicles={vehicles}
        titles={vehicles.map((v) => `${v}のシステム`)}
        panels={[<p key="a">Pivi Pro</p>, <p key="b">Touch Pro Duo</p>]}
        headingLevel="h3"
      />,
    ),
  );
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

const shownPanels = () => [...document.querySelectorAll('[data-shown]')].map((p) => p.textContent);

describe('InfotainmentIdentifier', () => {
  it('asks for the vehicle in the modal, then shows its panel under its title and announces it', async () => {
    await act(async () => button('お乗りのお車を選ぶ')!.click());
    expect(dialog()!.open).toBe(true);
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent).toBe('お乗りのお車をお選びください');
    const select = dialog()!.querySelector('select')!;
    expect(document.querySelector(`label[for="${select.id}"]`)!.textContent).toBe('車種');
    expect([...select.options].map((o) => o.textContent)).toEqual(['車種を選択してください', ...vehicles]);

    await pick('1');
    expect(dialog()).toBeNull();
    expect(shownPanels()).toEqual(['レンジローバー（2018〜2020年）のシステム車種を変更Touch Pro Duo']);
    expect(document.querySelector('[data-shown] h3')!.textContent).toBe('レンジローバー（2018〜2020年）のシステム');
    expect(document.querySelector('[role="status"]')!.textContent).toBe('レンジローバー（2018〜2020年）のシステム');
    expect(document.activeElement).toBe(button('車種を変更'));
    expect(tracked).toEqual([
      { event: 'model_selection', action: 'select', model: 'レンジローバー（2018〜2020年）', label: 'infotainment_system_identifier' },
    ]);
  });

  it('says at the dropdown that a vehicle is needed, and changes nothing', async () => {
    await act(async () => button('お乗りのお車を選ぶ')!.click());
    await pick('');
    const select = dialog()!.querySelector('select')!;
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)!.textContent).toBe('車種を選択してください。');
    expect(shownPanels()).toEqual([]);
  });

  it('changes the vehicle from the change button, starting from the current choice', async () => {
    await act(async () => button('お乗りのお車を選ぶ')!.click());
    await pick('0');
    await act(async () => button('車種を変更')!.click());
    expect(dialog()!.querySelector('select')!.value).toBe('0');
    await pick('1');
    expect(shownPanels()).toHaveLength(1);
    expect(shownPanels()[0]).toContain('Touch Pro Duo');
    expect(document.activeElement).toBe(button('車種を変更'));
  });
});
