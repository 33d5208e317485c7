// @vitest-environment happy-dom
import { act, lazy } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToHtml } from '@/ui/render-to-html';
import { ComponentTabs, type ComponentTab } from './tabs.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root | null;
let loads: string[];

/** A component behind a lazy import, like an island: it records when its code is fetched. */
function island(name: string) {
  const Island = lazy(async () => {
    loads.push(name);
    return { default: () => <p>{`${name}：操作できます`}</p> };
  });
  return <Island />;
}
const tabs = (): ComponentTab[] =>
  ['ギャラリー', '外観', '室内'].map((label) => ({ label, live: island(label), still: <p>{`${label}：静止画`}</p> }));

beforeEach(() => {
  loads = [];
  root = null;
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const tabButtons = () => [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const panels = () => [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
const visible = () =>
  panels()
    .filter((p) => !p.hidden)
    .map((p) => p.textContent);

async function render() {
  root = createRoot(container);
  await act(async () => root!.render(<ComponentTabs id="tabbed-7" tabs={tabs()} label="表示の切り替え" />));
}
async function key(name: string) {
  await act(async () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })));
}

describe('ComponentTabs', () => {
  it('becomes WAI-ARIA tabs: named list, one tab stop, panels labelled by their tabs', async () => {
    await render();
    expect(container.querySelector('fieldset')).toBeNull();
    expect(container.querySelector('[role="tablist"]')!.getAttribute('aria-label')).toBe('表示の切り替え');
    expect(tabButtons().map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['ギャラリー', 'true', 0],
      ['外観', 'false', -1],
      ['室内', 'false', -1],
    ]);
    expect(panels().map((p) => p.getAttribute('aria-labelledby'))).toEqual(['tabbed-7-tab-0', 'tabbed-7-tab-1', 'tabbed-7-tab-2']);
    expect(tabButtons().map((t) => t.getAttribute('aria-controls'))).toEqual(panels().map((p) => p.id));
    expect(visible()).toEqual(['ギャラリー：操作できます']);
  });

  it('fetches a tab’s island only when the tab is first selected, showing its still picture meanwhile', async () => {
    await render();
    expect(loads).toEqual(['ギャラリー']);
    expect(panels()[1]!.textContent).toBe('外観：静止画');
    await act(async () => tabButtons()[1]!.click());
    expect(loads).toEqual(['ギャラリー', '外観']);
    expect(visible()).toEqual(['外観：操作できます']);
    expect(panels()[2]!.textContent).toBe('室内：静止画');
    // Back to the first: nothing fetched again, and the second keeps its live view.
    await act(async () => tabButtons()[0]!.click());
    expect(loads).toEqual(['ギャラリー', '外観']);
    expect(panels()[1]!.textContent).toBe('外観：操作できます');
  });

  it('moves with ←/→ (wrapping), Home and End, selecting and focusing', async () => {
    await render();
    tabButtons()[0]!.focus();
    await key('ArrowRight');
    expect(document.activeElement).toBe(tabButtons()[1]);
    expect(tabButtons()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(tabButtons().map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    await key('End');
    expect(document.activeElement).toBe(tabButtons()[2]);
    await key('ArrowRight');
    expect(document.activeElement).toBe(tabButtons()[0]);
    await key('ArrowLeft');
    expect(document.activeElement).toBe(tabButtons()[2]);
    await key('Home');
    expect(document.activeElement).toBe(tabButtons()[0]);
    expect(visible()).toEqual(['ギャラリー：操作できます']);
    await key('Enter');
    expect(document.activeElement).toBe(tabButtons()[0]);
  });

  it('keeps the tab a visitor picked before the island arrived', async () => {
    const server = await renderToHtml(<ComponentTabs id="tabbed-7" tabs={tabs()} label="表示の切り替え" />);
    container.innerHTML = server;
    expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(3);
    container.querySelector<HTMLInputElement>('input[value="2"]')!.checked = true;
    await act(async () => {
      root = hydrateRoot(container, <ComponentTabs id="tabbed-7" tabs={tabs()} label="表示の切り替え" />);
    });
    expect(tabButtons()[2]!.getAttribute('aria-selected')).toBe('true');
    expect(visible()).toEqual(['室内：操作できます']);
  });

  it('hands the focus of a radio to its tab when hydrating, without scrolling, keeping the picked tab', async () => {
    container.innerHTML = await renderToHtml(<ComponentTabs id="tabbed-7" tabs={tabs()} label="表示の切り替え" />);
    const radio = container.querySelector<HTMLInputElement>('input[value="1"]')!;
    radio.checked = true;
    radio.focus();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await act(async () => {
      root = hydrateRoot(container, <ComponentTabs id="tabbed-7" tabs={tabs()} label="表示の切り替え" />);
    });
    expect(document.activeElement).toBe(tabButtons()[1]);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(tabButtons().map((t) => [t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['false', -1],
      ['true', 0],
      ['false', -1],
    ]);
    expect(visible()).toEqual(['外観：操作できます']);
  });

  it('hands focus to the tab of the tabs whose radio had it, when two hydrate together', async () => {
    const both = (
      <>
        <ComponentTabs id="tabbed-7" tabs={tabs()} label="表示の切り替え" />
        <ComponentTabs id="tabbed-8" tabs={tabs()} label="表示の切り替え" />
      </>
    );
    container.innerHTML = await renderToHtml(both);
    const radio = container.querySelector<HTMLInputElement>('input[name="tabbed-8-tab"][value="2"]')!;
    radio.checked = true;
    radio.focus();
    await act(async () => {
      root = hydrateRoot(container, both);
    });
    expect(document.activeElement?.id).toBe('tabbed-8-tab-2');
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
  });
});
