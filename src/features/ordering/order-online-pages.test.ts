import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { orderOnlinePageSchema, stepDescription, stepsPageSchema, stepTitle, successPageSchema, successTexts } from './order-online-pages';

const t = getT('ja');

describe('order-online page documents', () => {
  it('are known by type, with or without the configurator journey’s config_ prefix', () => {
    expect(orderOnlinePageSchema('order_online_steps_page')).toBe(stepsPageSchema);
    expect(orderOnlinePageSchema('config_order_online_steps_page')).toBe(stepsPageSchema);
    expect(orderOnlinePageSchema('config_order_online_success_page')).toBe(successPageSchema);
    expect(orderOnlinePageSchema('cash')).toBeUndefined();
    expect(orderOnlinePageSchema('order_online_steps_page_x')).toBeUndefined();
  });

  it('accept texts per step and refuse unknown steps, unknown fields, empty and overlong texts', () => {
    expect(stepsPageSchema.parse({ steps: { details: { title: ' 確認 ' } } })).toEqual({ steps: { details: { title: '確認' } } });
    expect(stepsPageSchema.parse({})).toEqual({ steps: {} });
    for (const bad of [
      { steps: { shipping: { title: '配送' } } },
      { steps: { details: { heading: '確認' } } },
      { steps: { details: { title: '   ' } } },
      { steps: { details: { title: 'あ'.repeat(41) } } },
      { steps: { details: { description: 'あ'.repeat(1001) } } },
      { steps: {}, extra: 1 },
    ])
      expect(stepsPageSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(stepsPageSchema.safeParse({ steps: { details: { title: 'あ'.repeat(40), description: 'あ'.repeat(1000) } } }).success).toBe(
      true,
    );
  });

  it('fall back to the translation files step by step', () => {
    const page = stepsPageSchema.parse({ steps: { terms: { title: '規約', description: '必ずお読みください。' } } });
    expect(stepTitle(page, 'terms', t)).toBe('規約');
    expect(stepTitle(page, 'contact', t)).toBe(t('ordering.steps.contact'));
    expect(stepDescription(page, 'terms')).toBe('必ずお読みください。');
    expect(stepDescription(page, 'details')).toBeUndefined();
  });

  it('put the order number into every {{number}} of the success text', () => {
    expect(successTexts({ title: '完了', text: '番号 {{number}}（{{number}}）' }, 'JP-123', t)).toEqual({
      title: '完了',
      text: '番号 JP-123（JP-123）',
    });
    expect(successTexts({}, 'JP-123', t)).toEqual({
      title: t('ordering.success_title'),
      text: t('ordering.success_body', { number: 'JP-123' }),
    });
  });
});
