// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyIsland } from './lazy-island';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

/** Server HTML of more than one element: a live region first, then the control. */
function AnnouncedCounter({ label }: { label: string }) {
  return (
    <>
      <p aria-live="polite">{label}</p>
      <Counter label={label} />
    </>
  );
}

let loads: number;
let observed: Element[];
let reportIntersection: ((entries: { isIntersecting: boolean }[]) => void) | null;
let idle: (() => void)[];
let root: Root | null;
let container: HTMLElement;

beforeEach(() => {
  loads = 0;
  observed = [];
  reportIntersection = null;
  idle = [];
  root = null;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reportIntersection = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    },
  );
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', () => {});
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const makeIsland = (hydrate: 'load' | 'visible', component: typeof Counter = Counter) =>
  lazyIsland(
    async () => {
      loads++;
      return component;
    },
    { hydrate },
  );

/** The server's HTML: made (and its islands defined) where there is no window, as on the server. */
async function serverHtml(make: () => React.ReactNode): Promise<string> {
  const browserWindow = globalThis.window;
  vi.stubGlobal('window', undefined);
  try {
    const { prelude } = await prerenderToNodeStream(make());
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  } finally {
    vi.stubGlobal('window', browserWindow);
  }
}

/** Hydrates `node` over the HTML the server makes with `server` (its own modules, as a server has). */
async function hydrate(node: React.ReactNode, server: () => React.ReactNode) {
  container.innerHTML = await serverHtml(server);
  await act(async () => {
    root = hydrateRoot(container, node);
  });
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function click(button: HTMLButtonElement) {
  await act(async () => {
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

describe('lazyIsland hydrating when visible', () => {
  it('keeps the server HTML inert, without loading its code, until it comes near the viewport', async () => {
    const Island = makeIsland('visible');
    await hydrate(<Island label="seats" />, () => {
      const OnServer = makeIsland('visible');
      return <OnServer label="seats" />;
    });
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('seats 0');
    expect(loads).toBe(1); // the server's
    await click(button);
    expect(button.textContent).toBe('seats 0');
    // The element watched is the island's own server HTML.
    expect(observed).toEqual([button]);

    await act(async () => reportIntersection!([{ isIntersecting: true }]));
    await settle();
    expect(loads).toBe(2);
    await click(container.querySelector('button')!);
    expect(container.querySelector('button')!.textContent).toBe('seats 1');
  });

  it('renders on the server in place, so the HTML needs no script to show it', async () => {
    const html = await serverHtml(() => {
      const OnServer = makeIsland('visible');
      return <OnServer label="panels" />;
    });
    expect(html).toBe(
      '<template data-island-marker=""></template><!--$--><button type="button">panels<!-- --> <!-- -->0</button><!--/$-->',
    );
  });

  it('stays inert while it is only reported out of view', async () => {
    const Island = makeIsland('visible');
    await hydrate(<Island label="gallery" />, () => {
      const OnServer = makeIsland('visible');
      return <OnServer label="gallery" />;
    });
    await act(async () => reportIntersection!([{ isIntersecting: false }]));
    await settle();
    await click(container.querySelector('button')!);
    expect(container.querySelector('button')!.textContent).toBe('gallery 0');
  });

  it('hydrates at once when the visitor points at it, its code fetched while the page was idle', async () => {
    const Island = makeIsland('visible', AnnouncedCounter);
    await hydrate(<Island label="360" />, () => {
      const OnServer = makeIsland('visible', AnnouncedCounter);
      return <OnServer label="360" />;
    });
    loads = 0;
    // Every element of its server HTML is watched; pointing at the second one opens it.
    expect(observed.map((element) => element.tagName)).toEqual(['P', 'BUTTON']);
    await act(async () => idle.forEach((task) => task()));
    expect(loads).toBe(1);
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    await settle();
    await click(container.querySelector('button')!);
    expect(container.querySelector('button')!.textContent).toBe('360 1');
  });

  it('watches the element it sits in when its server HTML is empty, as carousel arrows are', async () => {
    const Arrows = () => null;
    const Island = makeIsland('visible', Arrows as unknown as typeof Counter);
    await hydrate(
      <div className="carousel">
        <Island label="arrows" />
      </div>,
      () => {
        const OnServer = makeIsland('visible', Arrows as unknown as typeof Counter);
        return (
          <div className="carousel">
            <OnServer label="arrows" />
          </div>
        );
      },
    );
    expect(observed.map((element) => element.className)).toEqual(['carousel']);
  });

  it('leaves a default island to hydrate as soon as its code is there', async () => {
    const Island = makeIsland('load');
    await hydrate(<Island label="hero" />, () => {
      const OnServer = makeIsland('load');
      return <OnServer label="hero" />;
    });
    await settle();
    expect(observed).toEqual([]);
    await click(container.querySelector('button')!);
    expect(container.querySelector('button')!.textContent).toBe('hero 1');
  });
});
