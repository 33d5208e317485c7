import { describe, expect, it } from 'vitest';
import { dataLayerEventKinds } from '@/features/analytics/data-layer';
import { settingDefinitions } from '@/features/settings/definitions';
import { parseSettingValue } from '@/features/settings/parse-setting';
import { quickLinkClickEvent } from './click-event';
import { firstSuppliedItems, pickQuickLinks, quickLinksLimit } from './precedence';
import { quickLinkItemSchema, type QuickLinkItem } from './quick-link-item';

const item = (text: string): QuickLinkItem => ({ link: { url: `/${text}`, link_text: text, target: '_self', type: 'internal' } });
const five = ['a', 'b', 'c', 'd', 'e'].map(item);
const read = (raw?: string) => parseSettingValue(settingDefinitions['floating_action_button.items'] as never, raw);

describe('pickQuickLinks (site.md §4)', () => {
  it('is off without a global setting and without page items', () => {
    expect(pickQuickLinks({ globalItems: [] })).toBeNull();
    expect(pickQuickLinks({ pageItems: [], globalItems: [] })).toBeNull();
  });

  it('shows the global items, at most four', () => {
    expect(pickQuickLinks({ globalItems: five })).toEqual({ items: five.slice(0, 4), source: 'global' });
    expect(quickLinksLimit).toEqual({ desktop: 4, mobile: 3 });
  });

  it('lets a page’s items win over the global ones, even when there is no global setting', () => {
    const page = [item('page')];
    expect(pickQuickLinks({ pageItems: page, globalItems: five })).toEqual({ items: page, source: 'page' });
    expect(pickQuickLinks({ pageItems: page, globalItems: [] })).toEqual({ items: page, source: 'page' });
    expect(pickQuickLinks({ pageItems: null, globalItems: [item('g')] })?.source).toBe('global');
  });

  it('takes a page’s items from its first block that supplies any (set once per page)', () => {
    expect(firstSuppliedItems([null, [], [item('first')], [item('second')]])).toEqual([item('first')]);
    expect(firstSuppliedItems([undefined, []])).toBeNull();
  });
});

describe('quick link items (site.md §3)', () => {
  it('keep link, icon and dc_strategy, with target _self and type internal by default', () => {
    const parsed = quickLinkItemSchema.parse({
      link: { url: '/test-drive', link_text: '試乗予約' },
      icon: 'car',
      dc_strategy: { key: 'models', value: 'defender_110', fallback: 'hide' },
    });
    expect(parsed).toEqual({
      link: { url: '/test-drive', link_text: '試乗予約', target: '_self', type: 'internal' },
      icon: 'car',
      dc_strategy: { key: 'models', value: 'defender_110', fallback: 'hide' },
    });
  });

  it('take a form’s id or name as the url of a form link, and refuse unsafe urls', () => {
    expect(quickLinkItemSchema.safeParse({ link: { url: 'test-drive', link_text: '試乗', type: 'form' } }).success).toBe(true);
    expect(quickLinkItemSchema.safeParse({ link: { url: '/forms/x', link_text: '試乗', type: 'form' } }).success).toBe(false);
    expect(quickLinkItemSchema.safeParse({ link: { url: 'javascript:alert(1)', link_text: 'x' } }).success).toBe(false);
    expect(quickLinkItemSchema.safeParse({ link: { url: '/x', link_text: ' ' } }).success).toBe(false);
  });

  it('as a setting: empty by default (off), and invalid JSON is logged and ignored', () => {
    expect(read()).toEqual({ value: [] });
    expect(read('[{"link": ')).toEqual({ value: [], problem: 'Invalid JSON' });
    expect(read(JSON.stringify([{ link: { url: '/a', link_text: 'A' } }])).value).toHaveLength(1);
  });
});

describe('quickLinkClickEvent', () => {
  it('is the floating button event of the data layer', () => {
    expect(quickLinkClickEvent({ position: 2, linkText: '試乗予約', url: '/test-drive', source: 'global' })).toEqual({
      event: dataLayerEventKinds.floatingButton,
      floating_button_position: 2,
      floating_button_text: '試乗予約',
      floating_button_url: '/test-drive',
      floating_button_source: 'global',
    });
  });
});
