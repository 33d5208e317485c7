// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoModalHost } from './video-modal-host.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;

function link(href: string, attrs: Record<string, string> = {}) {
  const a = document.body.appendChild(document.createElement('a'));
  a.href = href;
  a.textContent = 'ディフェンダーの動画';
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  return a;
}

async function click(target: HTMLElement) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  await act(async () => {
    target.dispatchEvent(event);
  });
  // The dialog is loaded on first use.
  await vi.waitFor(() => expect(document.querySelector('dialog') !== null || !event.defaultPrevented).toBe(true));
  return event;
}

beforeEach(async () => {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root.render(createElement(VideoModalHost, { closeLabel: '閉じる', fallbackTitle: '動画' })));
});

afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

describe('VideoModalHost', () => {
  it('opens a marked YouTube link in the modal through the privacy-enhanced host, and closes it', async () => {
    const opener = link('https://www.youtube.com/watch?v=dQw4w9WgXcQ', { 'data-video-modal': '' });
    opener.focus();
    const event = await click(opener);
    expect(event.defaultPrevented).toBe(true);
    const iframe = document.querySelector('dialog iframe')!;
    expect(iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(iframe.getAttribute('title')).toBe('ディフェンダーの動画');
    expect(document.querySelector('dialog')!.getAttribute('aria-label')).toBe('ディフェンダーの動画');
    await act(async () => {
      document.querySelector<HTMLButtonElement>('dialog button[aria-label="閉じる"]')!.click();
    });
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('takes the title from the data attribute when given', async () => {
    await click(link('https://vimeo.com/76979871', { 'data-video-modal': '試乗レポート' }));
    expect(document.querySelector('dialog iframe')!.getAttribute('title')).toBe('試乗レポート');
  });

  it('leaves unmarked links, links that are not videos and modified clicks alone', async () => {
    expect((await click(link('https://www.youtube.com/watch?v=dQw4w9WgXcQ'))).defaultPrevented).toBe(false);
    expect((await click(link('https://example.com/video', { 'data-video-modal': '' }))).defaultPrevented).toBe(false);
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => {
      link('https://youtu.be/dQw4w9WgXcQ', { 'data-video-modal': '' }).dispatchEvent(modified);
    });
    expect(modified.defaultPrevented).toBe(false);
    expect(document.querySelector('dialog')).toBeNull();
  });
});
