import { isValidElement, type ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const settings = vi.hoisted(() => ({ values: {} as Record<string, unknown> }));
const warn = vi.hoisted(() => vi.fn());
vi.mock('@/features/settings/settings.server', () => ({ getSetting: async (key: string) => settings.values[key] ?? null }));
vi.mock('@/features/html/editor-html.server', () => ({ editorHtmlSanitizer: async () => (html: string) => ({ __html: html }) }));
vi.mock('@/lib/logger.server', () => ({ logger: { warn } }));

const { ScheduledPopup } = await import('./scheduled-popup.server');
const { ExitIntent } = await import('./exit-intent.server');
const { scheduledPopupSchema, exitIntentSchema } = await import('./popup-settings');

type Props = Record<string, unknown>;

beforeEach(() => {
  settings.values = {};
  warn.mockReset();
});

describe('ScheduledPopup', () => {
  const popup = (value: unknown) => {
    settings.values['popup.scheduled'] = scheduledPopupSchema.parse(value);
  };

  it('renders nothing when the setting is missing or the popup is off', async () => {
    expect(await ScheduledPopup({ path: '/' })).toBeNull();
    popup({ is_enabled: false, header: 'お知らせ' });
    expect(await ScheduledPopup({ path: '/' })).toBeNull();
  });

  it('renders on matching pages only, keyed by path so it waits again after a route change', async () => {
    popup({ is_enabled: true, header: 'お知らせ', matching_paths: ['/privacy'], store_type: 'localStorage', start_date: '2026-04-01' });
    expect(await ScheduledPopup({ path: '/about' })).toBeNull();
    const element = (await ScheduledPopup({ path: '/privacy' })) as ReactElement<Props>;
    expect(isValidElement(element)).toBe(true);
    expect(element.key).toBe('/privacy');
    expect(element.props).toMatchObject({
      start: Date.parse('2026-04-01T00:00:00+09:00'),
      end: null,
      storeType: 'localStorage',
      namespace: 'basic-popup',
      cookieExpiryDays: 1,
      closeLabel: '閉じる',
      labelledBy: 'scheduled-popup-title',
    });
  });

  it('warns about an invalid pattern and treats it as no match', async () => {
    popup({ is_enabled: true, header: 'お知らせ', matching_paths: ['/news/(.*)'] });
    expect(await ScheduledPopup({ path: '/news/1' })).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      { setting: 'popup.scheduled', pattern: '/news/(.*)' },
      'invalid popup URL pattern: treated as no match',
    );
  });

  it('renders nothing when nothing it could show is left', async () => {
    popup({ is_enabled: true, body: [{ type: 'calculator', config: { fields: [1], groups: [1] } }] });
    expect(await ScheduledPopup({ path: '/' })).toBeNull();
  });

  it('names an untitled popup with the translated label', async () => {
    popup({ is_enabled: true, body: [{ type: 'html', html: '<p>x</p>' }], close_label: 'とじる' });
    const element = (await ScheduledPopup({ path: '/' })) as ReactElement<Props>;
    expect(element.props).toMatchObject({ labelledBy: undefined, label: 'お知らせ', closeLabel: 'とじる' });
  });
});

describe('ExitIntent', () => {
  const exit = (value: unknown) => {
    settings.values['popup.exit_intent'] = exitIntentSchema.parse(value);
  };

  it('renders only on whitelisted pages that are not blacklisted', async () => {
    exit({ content: '<p>x</p>', ok_label: 'OK', cancel_label: 'キャンセル', whitelist: ['/models/*'], blacklist: ['/models/secret'] });
    expect(await ExitIntent({ path: '/about' })).toBeNull();
    expect(await ExitIntent({ path: '/models/secret' })).toBeNull();
    const element = (await ExitIntent({ path: '/models/defender' })) as ReactElement<Props>;
    expect(element.props).toMatchObject({ ok: { label: 'OK', href: undefined, target: '_self' }, cancelLabel: 'キャンセル' });
  });

  it('renders nothing when missing or switched off', async () => {
    expect(await ExitIntent({ path: '/' })).toBeNull();
    exit({ is_enabled: false, content: '<p>x</p>', ok_label: 'OK' });
    expect(await ExitIntent({ path: '/' })).toBeNull();
  });
});
