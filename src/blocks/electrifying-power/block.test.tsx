import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';

const figure = (i: number) => ({ value: String(100 + i), unit: 'km', label: `項目${i}` });

describe('electrifying power', () => {
  it('renders its default content: wide image, heading, figures as label → value and their conditions', async () => {
    const section = await renderBlockSection('electrifying_power');
    expect(section.className.split(' ')).toContain('dark-theme');
    const image = section.querySelector('img')!;
    expect([image.getAttribute('alt'), image.getAttribute('src')]).toEqual([
      '夕暮れの海岸線を走るプラグインハイブリッドモデル',
      '/media/101301-test/wide-1024.jpg',
    ]);
    expect(section.querySelector('h2')!.textContent).toBe('電気の力で、静かに力強く。');
    const figures = [...section.querySelectorAll('dl > div')].map((d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('dd')!.textContent,
    ]);
    expect(figures).toEqual([
      ['EV走行距離（WLTCモード）', '113km'],
      ['0-100km/h加速', '5.9秒'],
      ['バッテリー容量（総電力量）', '38.2kWh'],
    ]);
    expect(section.textContent).toContain('EV走行距離はWLTCモードによる社内測定値です。');
    const button = section.querySelector('a')!;
    expect([button.textContent, button.getAttribute('href')]).toEqual(['PHEVモデルを見る', '/models']);
  });

  it('renders four figures, a figure without a unit, and no image when none is chosen', async () => {
    const groups = [...Array.from({ length: 3 }, (_, i) => figure(i)), { value: '7', label: '乗車定員（名）' }];
    const section = await renderBlockSection('electrifying_power', { fields: { image: null, disclaimer: '' }, groups });
    expect(section.querySelector('img')).toBeNull();
    expect([...section.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['100km', '101km', '102km', '7']);
    expect([...section.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['項目0', '項目1', '項目2', '乗車定員（名）']);
    expect(section.textContent).not.toContain('WLTCモードによる');
  });

  it('holds at most four figures, each with a value and a label', () => {
    const save = (groups: unknown[]) => blockRegistry.electrifying_power.schemas.save.safeParse({ fields: {}, field_groups: groups });
    expect(save(Array.from({ length: 4 }, (_, i) => figure(i))).success).toBe(true);
    expect(save(Array.from({ length: 5 }, (_, i) => figure(i))).success).toBe(false);
    expect(save([{ value: '1' }]).success).toBe(false);
  });
});
