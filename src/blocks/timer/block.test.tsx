import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlockSection } from '../test-rendering';

// The block error's "try again" button refreshes through the app router.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh() {} }) }));

/** 2 days, 3 hours, 3 minutes and 3 seconds before the default end (2027-03-31 18:00 Japan time). */
const before = new Date('2027-03-29T05:56:57Z');

describe('timer', () => {
  // Only the clock is faked: the render itself must run on real timers.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: before }));
  afterEach(() => vi.useRealTimers());

  it('renders its default content with the time left at render time, in Japanese units, and the deadline', async () => {
    const section = await renderBlockSection('timer');
    expect(section.querySelector('h2')!.textContent).toBe('決算フェア 開催中');
    const timer = section.querySelector('[role="timer"]')!;
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(timer.getAttribute('aria-label')).toBe('終了までの残り時間');
    expect([...timer.children].map((unit) => unit.textContent)).toEqual(['2日', '03時間', '03分', '03秒']);
    const deadline = section.querySelector('time')!;
    expect([deadline.getAttribute('datetime'), deadline.textContent]).toEqual(['2027-03-31T09:00:00.000Z', '2027年3月31日(水) 18:00まで']);
    // WCAG 2.2.2: what updates by itself can be paused.
    expect(section.querySelector('button')!.textContent).toBe('カウントダウンを一時停止');
    expect(section.textContent).not.toContain('決算フェアは終了しました。');
    // timer_color: the panel takes the global theme class.
    expect(timer.closest('.dark-theme')).not.toBeNull();
    const button = section.querySelector('a')!;
    expect([button.textContent, button.getAttribute('href')]).toEqual(['来店・試乗を予約する', '/forms/test-drive']);
  });

  it('renders a full block: light timer, an end date with an offset, paragraph and two buttons', async () => {
    const buttons = [
      { type: 'internal', url: '/a', label: 'A', button_type: 'primary' },
      { type: 'external', url: 'https://example.com/b', label: 'B', target: '_blank', button_type: 'secondary' },
    ];
    const section = await renderBlockSection('timer', {
      fields: { timer_color: 'light-theme', end_date: '2027-03-29T06:00:00Z', buttons, header_tag: 'h3', block_scroll_id: 'fair' },
    });
    expect(section.id).toBe('fair');
    expect(section.querySelector('h3')!.textContent).toBe('決算フェア 開催中');
    expect(section.querySelector('p')!.textContent).toBe('期間中にご成約のお客様に、特別金利とメンテナンスパックをご用意しています。');
    const timer = section.querySelector('[role="timer"]')!;
    expect([...timer.children].map((unit) => unit.textContent)).toEqual(['0日', '00時間', '03分', '03秒']);
    expect(timer.closest('.light-theme')).not.toBeNull();
    expect(section.querySelector('time')!.textContent).toBe('2027年3月29日(月) 15:00まで');
    expect([...section.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('target')])).toEqual([
      ['A', '_self'],
      ['B', '_blank'],
    ]);
  });

  it('shows the end text, and no countdown, once the date has passed', async () => {
    vi.setSystemTime(new Date('2027-03-31T09:00:00Z'));
    const section = await renderBlockSection('timer');
    expect(section.querySelector('[role="timer"]')).toBeNull();
    expect(section.querySelector('button')).toBeNull();
    expect(section.textContent).toContain('決算フェアは終了しました。たくさんのご来場、誠にありがとうございました。');
    const fallback = await renderBlockSection('timer', { fields: { end_text: '' } });
    expect(fallback.textContent).toContain('このイベントは終了しました。');
  });

  it('shows the block error for an end date it cannot read', async () => {
    const section = await renderBlockSection('timer', { fields: { end_date: '2027/03/31' } });
    expect(section.querySelector('[role="timer"]')).toBeNull();
    expect(section.textContent).toBe('ブロックエラー再試行');
  });
});
