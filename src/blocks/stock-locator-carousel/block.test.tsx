import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLoanTerms } from '@/features/stock/loan';
import { renderBlockSection } from '../test-rendering';
import { loadCarouselVehicles } from './load.server';

vi.mock('./load.server', () => ({ loadCarouselVehicles: vi.fn() }));
// The card is the stock feature's; this block only decides which cars get one.
vi.mock('@/features/stock/components/vehicle-card', () => ({
  VehicleCard: ({ vehicle, photo, double }: { vehicle: { id: number }; photo: { src: string } | null; double: { symbol: string } }) => (
    <article data-vehicle-id={vehicle.id} data-photo={photo?.src ?? 'none'} data-double={double.symbol} />
  ),
}));

const load = vi.mocked(loadCarouselVehicles);
const double = { enabled: true, symbol: 'USD', rate: 0.0067, decimals: 0 };

describe('stock locator carousel', () => {
  beforeEach(() => load.mockReset());

  it('renders its default content: title, a card per loaded car and the link to the search', async () => {
    const cards = [
      { vehicle: { id: 11 }, photo: { src: '/media/7-a/standard-640.jpg' } },
      { vehicle: { id: 12 }, photo: null },
    ];
    load.mockResolvedValue({ cards, double, loan: defaultLoanTerms } as never);
    const section = await renderBlockSection('stock_locator_carousel');
    expect(section.querySelector('h2')!.textContent).toBe('新着の認定中古車');
    // Each card gets its own resolved photo and the shared double-price setting from the loader.
    expect(
      [...section.querySelectorAll('li article')].map((a) => [
        a.getAttribute('data-vehicle-id'),
        a.getAttribute('data-photo'),
        a.getAttribute('data-double'),
      ]),
    ).toEqual([
      ['11', '/media/7-a/standard-640.jpg', 'USD'],
      ['12', 'none', 'USD'],
    ]);
    const more = section.querySelector('a')!;
    expect([more.textContent, more.getAttribute('href')]).toEqual(['認定中古車をすべて見る', '/stock?filter%5Bstate_in%5D%5B%5D=approved']);
    expect(load).toHaveBeenCalledWith(
      expect.objectContaining({ ci_key_list: 'jp-main', state: 'approved', amount: 6, sort: 'createdAtDesc' }),
    );
  });

  it('says so when no car matches', async () => {
    load.mockResolvedValue({ cards: [], double, loan: defaultLoanTerms });
    const section = await renderBlockSection('stock_locator_carousel');
    expect(section.querySelector('ul')).toBeNull();
    expect(section.textContent).toContain('現在、条件に合う在庫車はありません。');
  });
});
