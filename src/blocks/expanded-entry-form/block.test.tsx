import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFormBlockData } from '@/features/forms/form-block-data.server';
import { formBlockFixture } from '@/features/forms/form-block-fixture';
import { renderBlockSection } from '../test-rendering';

vi.mock('@/features/forms/form-block-data.server', () => ({ loadFormBlockData: vi.fn() }));
vi.mock('@/features/forms/submit-lead.action', () => ({ submitLeadAction: vi.fn() }));
const load = vi.mocked(loadFormBlockData);

describe('expanded entry form', () => {
  beforeEach(() => load.mockReset());

  it('renders the tabs (the first selected, its id in the form), every panel without JavaScript, and the texts around the form', async () => {
    load.mockResolvedValue(formBlockFixture());
    const section = await renderBlockSection('expanded_entry_form', { fields: { top_tabs_limit: 2 } });
    const tabs = [...section.querySelectorAll('[role="tab"]')];
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['試乗', 'true'],
      ['お見積もり', 'false'],
    ]);
    expect((tabs[0] as HTMLElement).getAttribute('style')).toContain('padding-inline:22px');
    expect(tabs[0]!.querySelector('svg')).not.toBeNull();
    expect([...section.querySelectorAll('select option')].map((o) => o.textContent)).toContain('点検・整備');
    expect([...section.querySelectorAll('[role="tabpanel"]')].map((p) => p.hasAttribute('hidden'))).toEqual([false, false, false]);
    expect(section.querySelector<HTMLInputElement>('input[name="entry_tab"]')!.value).toBe('test_drive');
    expect(section.textContent).toContain('ご入力いただいた内容は、お問い合わせの販売店と共有します。');
  });
});
