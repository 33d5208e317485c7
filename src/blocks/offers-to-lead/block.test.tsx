import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFormBlockData } from '@/features/forms/form-block-data.server';
import { formBlockFixture } from '@/features/forms/form-block-fixture';
import { renderBlockSection } from '../test-rendering';

vi.mock('@/features/forms/form-block-data.server', () => ({ loadFormBlockData: vi.fn() }));
vi.mock('@/features/forms/submit-lead.action', () => ({ submitLeadAction: vi.fn() }));
const load = vi.mocked(loadFormBlockData);

describe('offers to lead', () => {
  beforeEach(() => load.mockReset());

  it('is titled CLAIM THIS OFFER in Japanese, offers only the ticked interests and sends the category', async () => {
    load.mockResolvedValue(formBlockFixture());
    const section = await renderBlockSection('offers_to_lead', { fields: { owners: true, approved: false } });
    expect(load).toHaveBeenCalledWith('offers');
    expect(section.querySelector('h2')!.textContent).toBe('このオファーに申し込む');
    expect(section.textContent).toContain('ご希望の内容を選んでお申し込みください。');
    // new_cars (default on), approved (off here), owners (on here), jaguar (default off).
    expect([...section.querySelectorAll('input[name="interests"]')].map((i) => i.getAttribute('value'))).toEqual(['new_cars', 'owners']);
    expect(section.querySelector<HTMLInputElement>('input[name="offer_category"]')!.value).toBe('spring_campaign');
  });

  it('uses the editor’s title', async () => {
    load.mockResolvedValue(formBlockFixture());
    const section = await renderBlockSection('offers_to_lead', { fields: { form_title: '春のキャンペーン' } });
    expect(section.querySelector('h2')!.textContent).toBe('春のキャンペーン');
  });
});
