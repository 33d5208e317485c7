import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLoanTerms } from '@/features/stock/loan';
import { renderBlockSection } from '../test-rendering';
import { loadReservationFlow, type ReservationFlowData } from './load.server';

vi.mock('./load.server', () => ({ loadReservationFlow: vi.fn(), tabParam: 'reservation_tab' }));
// The card is the stock feature's; this block decides which cars get one and what button follows.
vi.mock('@/features/stock/components/vehicle-card', () => ({
  VehicleCard: ({ vehicle }: { vehicle: { id: number } }) => <article data-vehicle-id={vehicle.id} />,
}));

const load = vi.mocked(loadReservationFlow);
const double = { enabled: false, symbol: 'EUR', rate: 1, decimals: 0 };
const car = (id: number, status = 'stock') => ({
  vehicle: { id, status, modelDisplayName: 'ディフェンダー 110', version: 'D300' },
  photo: null,
});
const cards = (...list: ReturnType<typeof car>[]) => ({ cards: list, double, loan: defaultLoanTerms }) as never;
const free: ReservationFlowData['config'] = {
  payment_vendor: 'NO_PAYMENT_JAPAN',
  reservation_fee: 0,
  currency: 'JPY',
  financing_options: ['cash'],
};

function data(over: Partial<ReservationFlowData> = {}): ReservationFlowData {
  return {
    tabs: [
      { label: 'レンジローバー', cards: cards(car(11), car(12, 'reserved')) },
      { label: 'ディフェンダー', cards: cards(car(21)) },
    ],
    active: 0,
    enabled: true,
    config: { ...free, financing_options: ['cash'] },
    reservation: null,
    ...over,
  };
}

describe('reservation flow (blocks.md 2.16)', () => {
  beforeEach(() => load.mockReset());

  it('welcomes with the fee, shows the tabs as links and a reserve button per free car that starts the journey from this block', async () => {
    load.mockResolvedValue(data());
    const section = await renderBlockSection('reservation_flow', { fields: { label: '予約する' } });
    expect(section.querySelector('h2')!.textContent).toBe('オンラインで予約する');
    expect(section.textContent).toContain('申込金：不要（無料）');
    const tabs = [...section.querySelectorAll('nav a')];
    expect(tabs.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['レンジローバー', '?reservation_tab=0#reservation-flow-7', 'page'],
      ['ディフェンダー', '?reservation_tab=1#reservation-flow-7', null],
    ]);
    expect([...section.querySelectorAll('li article')].map((a) => a.getAttribute('data-vehicle-id'))).toEqual(['11', '12']);
    const reserve = [...section.querySelectorAll('a')].filter((a) => a.textContent === '予約する');
    expect(reserve.map((a) => a.getAttribute('href'))).toEqual(['/showroom-order-online/vehicle/11?flow=7']);
    // A car someone else is checking out gets no button.
    expect(section.textContent).toContain('商談中（ほかのお客様がお手続き中）');
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ state: 'new', items: 6 }), [], 7, undefined);
  });

  it('writes a deposit with the block’s currency symbol, or the Japanese way', async () => {
    load.mockResolvedValue(data({ config: { ...free, payment_vendor: 'STRIPE', reservation_fee: 50_000 } }));
    expect((await renderBlockSection('reservation_flow')).textContent).toContain('申込金：50,000円');
    load.mockResolvedValue(data({ config: { ...free, payment_vendor: 'STRIPE', reservation_fee: 50_000 } }));
    expect((await renderBlockSection('reservation_flow', { fields: { currency_symbol: '¥' } })).textContent).toContain('申込金：¥50,000');
  });

  it('shows the tab the address names', async () => {
    load.mockResolvedValue(data({ active: 1 }));
    const section = await renderBlockSection('reservation_flow');
    expect([...section.querySelectorAll('li article')].map((a) => a.getAttribute('data-vehicle-id'))).toEqual(['21']);
    expect(section.querySelector('nav a[aria-current="page"]')!.textContent).toBe('ディフェンダー');
  });

  it('shows the reservation this browser made here instead of the cars, with the editor’s text', async () => {
    load.mockResolvedValue(
      data({ reservation: { kind: 'made', orderNumber: 'R12345678', path: '/showroom-order-online/confirmation/R12345678?token=x' } }),
    );
    const section = await renderBlockSection('reservation_flow');
    expect(section.querySelector('[role="status"]')!.textContent).toContain('このページから予約番号 R12345678 でご予約いただいています。');
    expect(section.querySelector('a[href^="/showroom-order-online/confirmation/"]')!.textContent).toBe('ご予約内容を見る');
    expect(section.querySelectorAll('li article')).toHaveLength(0);
    load.mockResolvedValue(data({ reservation: { kind: 'made', orderNumber: 'R1', path: '/x' } }));
    const edited = await renderBlockSection('reservation_flow', { fields: { reservation_made_text: 'ご予約ありがとうございます。' } });
    expect(edited.textContent).toContain('ご予約ありがとうございます。');
  });

  it('offers to continue a checkout left in progress, above the cars', async () => {
    load.mockResolvedValue(data({ reservation: { kind: 'in_progress', vehicleId: 11, path: '/showroom-order-online/vehicle/11' } }));
    const section = await renderBlockSection('reservation_flow');
    expect(section.querySelector('a[href="/showroom-order-online/vehicle/11"]')!.textContent).toBe('お手続きを続ける');
    expect(section.querySelectorAll('li article')).toHaveLength(2);
  });

  it('says when no car can be reserved, and when online reservations are off (editor texts first)', async () => {
    load.mockResolvedValue(data({ tabs: [{ label: 'レンジローバー', cards: cards() }] }));
    expect((await renderBlockSection('reservation_flow')).textContent).toContain('現在ご予約いただける車両はありません。');
    load.mockResolvedValue(data({ tabs: [{ label: 'レンジローバー', cards: cards() }] }));
    expect(
      (await renderBlockSection('reservation_flow', { fields: { no_vehicles_text: '次回入荷は春の予定です。' } })).textContent,
    ).toContain('次回入荷は春の予定です。');
    load.mockResolvedValue(data({ enabled: false }));
    const off = await renderBlockSection('reservation_flow');
    expect(off.textContent).toContain('現在オンラインでのご予約は受け付けておりません。');
    expect(off.querySelectorAll('li article')).toHaveLength(0);
  });
});
