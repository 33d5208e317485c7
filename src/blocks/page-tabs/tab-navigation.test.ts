// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hashId, tabForHash, tabForKey } from './tab-navigation';

describe('tabForKey', () => {
  it('moves with the arrows, wrapping round at both ends, and jumps with Home and End', () => {
    expect([0, 1, 2].map((i) => tabForKey('ArrowRight', i, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((i) => tabForKey('ArrowLeft', i, 3))).toEqual([2, 0, 1]);
    expect([tabForKey('Home', 2, 3), tabForKey('End', 0, 3), tabForKey(' ', 1, 3)]).toEqual([0, 2, 1]);
    expect([tabForKey('ArrowDown', 1, 3), tabForKey('Enter', 1, 3), tabForKey('a', 1, 3)]).toEqual([null, null, null]);
  });
});

describe('tabForHash', () => {
  const page = () => {
    document.body.innerHTML = `<p id="elsewhere"></p>
      <div id="engines"><section id="summary"></section></div><div id="colours"><div id="inner-tab"></div></div>`;
    return [document.getElementById('engines'), document.getElementById('colours')];
  };

  it('opens the tab the fragment names, or the one whose panel holds the element it names', () => {
    const panels = page();
    expect(tabForHash('#colours', ['engines', 'colours'], panels)).toBe(1);
    expect(tabForHash('#summary', ['engines', 'colours'], panels)).toBe(0);
    expect(tabForHash('#inner-tab', ['engines', 'colours'], panels)).toBe(1);
    // A tab's id wins over an element elsewhere that has it too.
    expect(tabForHash('#elsewhere', ['engines', 'elsewhere'], panels)).toBe(1);
  });

  it('opens none for no fragment, an element outside the panels, an unknown id or bad encoding', () => {
    const panels = page();
    expect(['', '#', '#elsewhere', '#nothing', '#%E0%A4%A'].map((hash) => tabForHash(hash, ['engines', 'colours'], panels))).toEqual([
      -1, -1, -1, -1, -1,
    ]);
  });

  it('reads percent-encoded fragments', () => {
    expect(hashId('#%E3%82%BF%E3%83%96')).toBe('タブ');
    expect(hashId('#%zz')).toBe('');
  });
});
