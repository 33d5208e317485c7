import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFormBlockData } from '@/features/forms/form-block-data.server';
import { formBlockFixture } from '@/features/forms/form-block-fixture';
import { renderBlockSection } from '../test-rendering';

vi.mock('@/features/forms/form-block-data.server', () => ({ loadFormBlockData: vi.fn() }));
vi.mock('@/features/forms/submit-lead.action', () => ({ submitLeadAction: vi.fn() }));
const load = vi.mocked(loadFormBlockData);

describe('extended warranty', () => {
  beforeEach(() => load.mockReset());

  it('shows the default price table of blocks.md §2.8 beside the form', async () => {
    load.mockResolvedValue(formBlockFixture());
    const section = await renderBlockSection('extended_warranty');
    const rows = [...section.querySelectorAll('table tbody tr')].map((r) => [
      r.querySelector('th')!.textContent,
      r.querySelector('td')!.textContent,
    ]);
    expect(rows).toEqual([
      ['LR2', 'AED 4,200'],
      ['Discovery Sport', 'AED 4,500'],
      ['Defender', 'AED 5,500'],
      ['Discovery/LR4', 'AED 6,100'],
      ['Range Rover Evoque', 'AED 5,000'],
      ['Range Rover Velar', 'AED 5,700'],
      ['Range Rover Sport', 'AED 6,300'],
      ['Range Rover', 'AED 7,600'],
    ]);
    expect(section.querySelector('form')).not.toBeNull();
  });

  it('shows yen as 円 and leaves out a table that is not rows of model and price', async () => {
    load.mockResolvedValue(formBlockFixture());
    const yen = await renderBlockSection('extended_warranty', {
      fields: { table_content: [{ model: 'ディフェンダー', price: 198000, currency: 'JPY' }] },
    });
    expect(yen.querySelector('td')!.textContent).toBe('198,000円');
    const broken = await renderBlockSection('extended_warranty', { fields: { table_content: { oops: true } } });
    expect(broken.querySelector('table')).toBeNull();
    expect(broken.querySelector('form')).not.toBeNull();
  });
});
