// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageTabs } from './page-tabs.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ids = ['engines', 'colours', 'wheels'];
const panelBlock = (i: number) => (
  <section data-editor-block={String(i + 1)} id={`block-${i + 1}`}>
    <h2>{`ブロック${i + 1}`}</h2>
  </section>
);

function tabs({ cards = false }: { cards?: boolean } = {}): ReactNode {
  return (
    <PageTabs
      blockId={7}
      variant="bar"
      label="モデルで選ぶ"
      headingLevel="h3"
      tabs={ids.map((id, i) => ({ id, label: `タブ${i + 1}`, content: <span>{`タブ${i + 1}`}</span> }))}
      panels={ids.map((_, i) => panelBlock(i))}
      cards={
        cards
          ? { buttonLabel: 'すべてのモデル', title: 'すべてのモデル', closeLabel: '閉じる', items: ids.map((_, i) => `カード${i + 1}`) }
          : undefined
      }
    >
      <h2>モデルで選ぶ</h2>
    </PageTabs>
  );
}

let root: Root | null = null;
let container: HTMLElement;

/** The server's HTML, hydrated as a browser would once the island's chunk has arrived. */
async function hydrate(node = tabs(), beforeHydrating?: () => void) {
  container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(node);
  beforeHydrating?.();
  await act(async () => {
    root = hydrateRoot(container, node);
  });
}

const tabList = () => [...container.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
const shown = () => [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden).map((p) => p.id);
const selected = () => tabList().map((t) => [t.getAttribute('aria-selected'), t.tabIndex]);
const press = async (key: string) =>
  act(async () => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
/** What the browser sends when the fragment changes: a link followed, Back or Forward. */
const browserEvents = new WeakSet<Event>();
const hashChange = async (hash: string) =>
  act(async () => {
    window.history.pushState(null, '', hash || window.location.pathname);
    const event = new HashChangeEvent('hashchange');
    browserEvents.add(event);
    window.dispatchEvent(event);
  });
// happy-dom also fires hashchange on pushState and replaceState, which browsers never do: a tab
// the island opened itself must not look opened by the address.
const dropHappyDomHashChange = (event: Event) => void (browserEvents.has(event) || event.stopImmediatePropagation());

beforeEach(() => {
  window.history.replaceState(null, '', '/models');
  window.addEventListener('hashchange', dropHappyDomHashChange, true);
});
afterEach(async () => {
  window.removeEventListener('hashchange', dropHappyDomHashChange, true);
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('page tabs', () => {
  it('are links and panels in the server HTML, and WAI-ARIA tabs showing the first panel once hydrated', async () => {
    const html = renderToString(tabs());
    expect(html).not.toMatch(/role=|hidden=|aria-/);
    await hydrate();
    const list = container.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).toBe('モデルで選ぶ');
    expect(tabList().map((t) => [t.id, t.getAttribute('href'), t.getAttribute('aria-controls')])).toEqual([
      ['page-tab-7-0', '#engines', 'engines'],
      ['page-tab-7-1', '#colours', 'colours'],
      ['page-tab-7-2', '#wheels', 'wheels'],
    ]);
    expect(selected()).toEqual([
      ['true', 0],
      ['false', -1],
      ['false', -1],
    ]);
    expect(shown()).toEqual(['engines']);
    const panel = container.querySelector('#colours')!;
    expect([panel.getAttribute('aria-labelledby'), panel.getAttribute('tabindex')]).toEqual(['page-tab-7-1', '0']);
    expect(panel.querySelector('h3')!.textContent).toBe('タブ2');
    expect(window.location.hash).toBe('');
  });

  it('moves selection and focus with ←/→ (wrapping), Home and End, naming the tab in the address without new history entries', async () => {
    await hydrate();
    const entries = window.history.length;
    tabList()[0]!.focus();
    await press('ArrowRight');
    expect([shown(), document.activeElement?.id, window.location.hash]).toEqual([['colours'], 'page-tab-7-1', '#colours']);
    expect(selected().map(([s]) => s)).toEqual(['false', 'true', 'false']);
    await press('End');
    expect([shown(), document.activeElement?.id]).toEqual([['wheels'], 'page-tab-7-2']);
    await press('ArrowRight');
    expect([shown(), document.activeElement?.id, window.location.hash]).toEqual([['engines'], 'page-tab-7-0', '#engines']);
    await press('ArrowLeft');
    expect(shown()).toEqual(['wheels']);
    await press('Home');
    expect([shown(), selected()[0]]).toEqual([['engines'], ['true', 0]]);
    expect(window.history.length).toBe(entries);
  });

  it('opens a tab on a click, but leaves a modified click to the browser', async () => {
    await hydrate();
    await act(async () => tabList()[2]!.click());
    expect([shown(), window.location.hash]).toEqual([['wheels'], '#wheels']);
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => void tabList()[1]!.dispatchEvent(ctrlClick));
    expect([ctrlClick.defaultPrevented, shown()]).toEqual([false, ['wheels']]);
  });

  it('opens the tab the address names when the page loads: a tab id, or an element inside a panel', async () => {
    window.history.replaceState(null, '', '/models#wheels');
    await hydrate();
    expect(shown()).toEqual(['wheels']);
    await act(async () => root?.unmount());
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/models#block-2');
    await hydrate();
    expect([shown(), selected()[1]]).toEqual([['colours'], ['true', 0]]);
  });

  it('follows the address when it changes (links, Back and Forward), bringing what it names into view', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    await hydrate();
    await hashChange('#block-3');
    expect([shown(), scrolled]).toEqual([['wheels'], ['block-3']]);
    await hashChange('#colours');
    expect([shown(), scrolled.at(-1)]).toEqual([['colours'], 'colours']);
    await hashChange('#somewhere-else');
    expect(shown()).toEqual(['colours']);
    await hashChange('');
    expect(shown()).toEqual(['engines']);
  });

  it('opens the tab holding the block the editor’s preview selects', async () => {
    await hydrate();
    await act(async () => {
      container.querySelector('#block-3')!.setAttribute('data-editor-selected', '');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(shown()).toEqual(['wheels']);
  });

  it('shows every tab as a card in a modal: a card opens its tab and takes focus there; Escape returns to the button', async () => {
    const html = renderToString(tabs({ cards: true }));
    expect(html).toContain('<summary');
    await hydrate(tabs({ cards: true }));
    expect(container.querySelector('details')).toBeNull();
    const button = container.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
    expect(button.textContent).toBe('すべてのモデル');

    button.focus();
    await act(async () => button.click());
    const dialog = document.querySelector('dialog')!;
    expect([dialog.open, document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent]).toEqual([true, 'すべてのモデル']);
    const cards = [...dialog.querySelectorAll('li a')];
    expect(cards.map((a) => [a.getAttribute('href'), a.textContent])).toEqual(ids.map((id, i) => [`#${id}`, `カード${i + 1}`]));
    await act(async () => (cards[2] as HTMLAnchorElement).click());
    expect(document.querySelector('dialog')).toBeNull();
    expect([shown(), document.activeElement?.id, window.location.hash]).toEqual([['wheels'], 'page-tab-7-2', '#wheels']);

    button.focus();
    await act(async () => button.click());
    await act(
      async () => void document.querySelector('dialog')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    );
    expect([document.querySelector('dialog'), document.activeElement]).toEqual([null, button]);
    expect(shown()).toEqual(['wheels']);
  });

  it('hands the focus of the cards’ summary to the modal button that replaces it, without scrolling', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await hydrate(tabs({ cards: true }), () => container.querySelector('summary')!.focus());
    expect(document.activeElement).toBe(container.querySelector('button[aria-haspopup="dialog"]'));
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    expect(shown()).toEqual(['engines']);
  });
});
