import { describe, expect, it } from 'vitest';
import { settingDefinitions } from '@/features/settings/definitions';
import { parseSettingValue } from '@/features/settings/parse-setting';
import { contentItemsSchema } from './content-items';
import { exitIntentSchema, scheduledPopupSchema } from './popup-settings';

const read = (key: 'popup.scheduled' | 'popup.exit_intent', raw?: string) => parseSettingValue(settingDefinitions[key] as never, raw);

describe('popup content items (site.md §5)', () => {
  it('keeps html with non-blank html, forms with form.fields.form_id, calculators and finance tables that fit', () => {
    const items = [
      { type: 'html', html: '<p>春のキャンペーン</p>' },
      { type: 'form', form: { fields: { form_id: 'test-drive' } } },
      { type: 'form', form: { fields: { form_id: 12 } } },
      { type: 'calculator', config: { fields: [{ key: 'price' }], groups: [{ key: 'g' }] } },
      { type: 'finance_options_table', finance_options: { labels: { apr: '実質年率' } } },
    ];
    expect(contentItemsSchema.parse(items)).toEqual(items);
  });

  it('drops items that do not fit and keeps the rest', () => {
    const kept = { type: 'html', html: '<p>残る</p>' };
    expect(
      contentItemsSchema.parse([
        { type: 'html', html: '   ' },
        { type: 'html' },
        { type: 'form', form: { fields: {} } },
        { type: 'form', form: { fields: { form_id: '../admin' } } },
        { type: 'calculator', config: { fields: [], groups: [1] } },
        { type: 'finance_options_table', finance_options: { labels: [] } },
        { type: 'video', url: 'x' },
        'html',
        null,
        kept,
      ]),
    ).toEqual([kept]);
  });
});

describe('the popup.scheduled setting', () => {
  it('is off when missing', () => {
    expect(read('popup.scheduled')).toEqual({ value: null });
  });

  it('fills the spec defaults: namespace basic-popup, one day cookies, every path, no window, store none', () => {
    const value = scheduledPopupSchema.parse({ is_enabled: true, header: 'お知らせ' });
    expect(value).toEqual({
      is_enabled: true,
      header: 'お知らせ',
      body: [],
      buttons: [],
      start_date: null,
      end_date: null,
      matching_paths: [],
      store_type: 'none',
      namespace: 'basic-popup',
      cookie_expiry_days: 1,
    });
  });

  it('reads dates in Japan time and knows the store types, treating an unknown one as none', () => {
    const value = scheduledPopupSchema.parse({ start_date: '2026-04-01', end_date: '2026-04-30T18:00', store_type: 'cookie' });
    expect(value.start_date).toBe(Date.parse('2026-04-01T00:00:00+09:00'));
    expect(value.end_date).toBe(Date.parse('2026-04-30T18:00:00+09:00'));
    expect(value.store_type).toBe('cookie');
    expect(scheduledPopupSchema.parse({ store_type: 'indexedDB' }).store_type).toBe('none');
  });

  it('refuses what it cannot use: a bad date, an unsafe link, a button that does nothing, a namespace that is not a token', () => {
    for (const bad of [
      { start_date: '2026-02-30' },
      { buttons: [{ text: 'x', url: 'javascript:alert(1)' }] },
      { buttons: [{ text: 'x' }] },
      { namespace: 'a b;c' },
      { cookie_expiry_days: 0 },
    ]) {
      expect(scheduledPopupSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('keeps invalid path patterns (they are warned about and match nothing when the page renders)', () => {
    expect(scheduledPopupSchema.parse({ matching_paths: ['(bad', '/ok'] }).matching_paths).toEqual(['(bad', '/ok']);
  });

  it('falls back to off on invalid JSON, logged as Invalid JSON (site.md §5)', () => {
    expect(read('popup.scheduled', '{"is_enabled": true,')).toEqual({ value: null, problem: 'Invalid JSON' });
  });
});

describe('the popup.exit_intent setting', () => {
  it('is off when missing and on when set, with every page allowed by default', () => {
    expect(read('popup.exit_intent')).toEqual({ value: null });
    const outcome = read(
      'popup.exit_intent',
      JSON.stringify({ content: '<p>お見積もりはお済みですか？</p>', ok_label: '見積もる', ok_link: '/quote' }),
    );
    expect(outcome.problem).toBeUndefined();
    expect(outcome.value).toMatchObject({ is_enabled: true, ok_target: '_self', whitelist: [], blacklist: [] });
  });

  it('needs content and an OK label', () => {
    expect(exitIntentSchema.safeParse({ content: ' ', ok_label: 'OK' }).success).toBe(false);
    expect(exitIntentSchema.safeParse({ content: '<p>x</p>' }).success).toBe(false);
  });

  it('falls back to off on invalid JSON', () => {
    expect(read('popup.exit_intent', 'nope')).toEqual({ value: null, problem: 'Invalid JSON' });
  });
});
