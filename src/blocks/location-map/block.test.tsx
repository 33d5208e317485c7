import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blockRegistry } from '../registry';
import { renderBlockSection, renderDefaultBlock } from '../test-rendering';
import { loadMapEmbed, type MapEmbedConfig } from './load.server';
import { defaultCoordinates } from './template';

vi.mock('./load.server', () => ({ loadMapEmbed: vi.fn() }));
const load = vi.mocked(loadMapEmbed);

const mapsScript = 'https://maps.googleapis.com/maps/api/js?key=AIzaTEST&region=JP&language=ja&loading=async';
const embed: MapEmbedConfig = {
  source: { strategy: 'basic' },
  scope: 'optional',
  script: { src: mapsScript, attributes: {} },
};

describe('location map', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue(null);
  });

  it('renders its default content: the Tokyo showroom, its address and links that open it in a map app', async () => {
    const section = await renderBlockSection('location_map');
    expect(section.querySelector('h2')!.textContent).toBe('ランドローバー 東京ショールーム');
    expect([...section.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '〒107-0062 東京都港区南青山1-1-1',
      '営業時間：10:00〜18:00（火曜定休）電話：03-1234-5678',
      '東京メトロ銀座線「青山一丁目」駅より徒歩3分',
    ]);
    const [open, directions, booking] = [...section.querySelectorAll('a')];
    expect([open!.textContent, open!.getAttribute('href'), open!.getAttribute('target'), open!.getAttribute('rel')]).toEqual([
      'Google マップで開く（新しいタブで開きます）',
      'https://www.google.com/maps/search/?api=1&query=35.6727%2C139.7238',
      '_blank',
      'noopener noreferrer',
    ]);
    expect([directions!.textContent, directions!.getAttribute('href')]).toEqual([
      '経路を調べる（新しいタブで開きます）',
      'https://www.google.com/maps/dir/?api=1&destination=35.6727%2C139.7238',
    ]);
    expect([booking!.textContent, booking!.getAttribute('href')]).toEqual(['来店を予約する', '/forms/test-drive']);
  });

  it('without a maps setting draws the map frame as decoration and loads nothing from the map provider', async () => {
    const html = await renderDefaultBlock('location_map');
    expect(html).not.toMatch(/<iframe|<script|maps\.googleapis|gstatic/);
    const section = await renderBlockSection('location_map');
    expect(section.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(section.querySelector('[role="region"]')).toBeNull();
  });

  it('with the maps tag configured renders the map island waiting for consent: no script, no iframe', async () => {
    load.mockResolvedValue(embed);
    const html = await renderDefaultBlock('location_map');
    expect(html).not.toMatch(/<iframe|<script/);
    const section = await renderBlockSection('location_map');
    const frame = section.querySelector('[data-state]')!;
    expect(frame.getAttribute('data-state')).toBe('idle');
    const map = frame.querySelector('[role="region"]')!;
    expect([map.getAttribute('aria-label'), map.getAttribute('aria-hidden')]).toEqual(['ランドローバー 東京ショールームの地図', 'true']);
    expect(frame.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('renders a full block: other coordinates, no title, two buttons', async () => {
    load.mockResolvedValue(embed);
    const buttons = [
      { type: 'internal', url: '/a', label: 'A', button_type: 'primary' },
      { type: 'internal', url: '/b', label: 'B', button_type: 'secondary' },
    ];
    const section = await renderBlockSection('location_map', {
      fields: { title: '', latitude: 34.7025, longitude: 135.4959, zoom: 17, buttons, header_font: 'secondary' },
    });
    expect(section.querySelector('h2')).toBeNull();
    expect(section.querySelector('[role="region"]')!.getAttribute('aria-label')).toBe('地図');
    expect([...section.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://www.google.com/maps/search/?api=1&query=34.7025%2C135.4959',
      'https://www.google.com/maps/dir/?api=1&destination=34.7025%2C135.4959',
      '/a',
      '/b',
    ]);
    expect(section.className).toContain('header-font-secondary');
  });

  it('defaults to Warsaw (blocks.md §2.21) and refuses coordinates off the globe', () => {
    const { save } = blockRegistry.location_map.schemas;
    expect(save.parse({ fields: {} }).fields).toMatchObject({ latitude: 52.2297, longitude: 21.0122, zoom: 15 });
    expect(defaultCoordinates).toEqual({ latitude: 52.2297, longitude: 21.0122 });
    expect(save.safeParse({ fields: { latitude: 91 } }).success).toBe(false);
    expect(save.safeParse({ fields: { longitude: -181 } }).success).toBe(false);
  });
});
