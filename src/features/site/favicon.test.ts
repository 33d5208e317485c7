import { describe, expect, it } from 'vitest';
import { settingDefinitions } from '@/features/settings/definitions';
import { parseSettingValue } from '@/features/settings/parse-setting';
import { chooseFavicon, faviconMetadata } from './favicon';

const identities = [
  { matchingPath: '/range-rover', homepage: '/range-rover', logo: '/brand/range-rover.svg', favicon: '/brand/range-rover-icon.svg' },
  { matchingPath: '/range-rover/sport', homepage: '/range-rover', logo: '/brand/rrs.svg', favicon: '/media/rrs.png' },
  { matchingPath: '/defender', homepage: '/defender', logo: '/brand/defender.svg' },
];

describe('chooseFavicon (site.md §4)', () => {
  it('takes the icon of the brand identity matching the path, the longest match first', () => {
    expect(chooseFavicon(null, '/range-rover', identities)).toBe('/brand/range-rover-icon.svg');
    expect(chooseFavicon(null, '/range-rover/velar', identities)).toBe('/brand/range-rover-icon.svg');
    expect(chooseFavicon(null, '/range-rover/sport/spec', identities)).toBe('/media/rrs.png');
  });

  it('falls back to the default icon where no identity matches or the identity has none', () => {
    expect(chooseFavicon(null, '/about', identities)).toBeNull();
    expect(chooseFavicon(null, '/defender/110', identities)).toBeNull();
    expect(chooseFavicon(null, '/', [])).toBeNull();
  });

  it('always shows the default icon with the jdx theme', () => {
    expect(chooseFavicon('jdx', '/range-rover', identities)).toBeNull();
  });

  it('follows the identities with any other theme', () => {
    expect(chooseFavicon('another', '/range-rover', identities)).toBe('/brand/range-rover-icon.svg');
  });
});

describe('faviconMetadata', () => {
  it('links nothing for the default icon, so the app icon files stay', () => {
    expect(faviconMetadata(null)).toEqual({});
  });

  it('links the brand icon with its type, scalable when it is an SVG', () => {
    expect(faviconMetadata('/brand/rr.svg')).toEqual({ icons: { icon: [{ url: '/brand/rr.svg', type: 'image/svg+xml', sizes: 'any' }] } });
    expect(faviconMetadata('/media/rr.png?v=2')).toEqual({ icons: { icon: [{ url: '/media/rr.png?v=2', type: 'image/png' }] } });
    expect(faviconMetadata('/media/12/icon')).toEqual({ icons: { icon: [{ url: '/media/12/icon' }] } });
  });
});

describe('favicon of a brand identity in navigation.logo_by_path', () => {
  const entry = { matchingPath: '/defender', homepage: '/defender', logo: '/brand/defender.svg' };
  const parse = (favicon: unknown) =>
    parseSettingValue(settingDefinitions['navigation.logo_by_path'], JSON.stringify([{ ...entry, favicon }])).value[0];

  it('is a path on this site', () => {
    expect(parse('/brand/defender-icon.svg')?.favicon).toBe('/brand/defender-icon.svg');
  });

  it.each(['https://cdn.example/x.ico', '//cdn.example/x.ico', '/\\cdn.example/x.ico', 'icon.svg', 42])(
    'drops %s but keeps the logo and home',
    (favicon) => {
      expect(parse(favicon)).toEqual(entry);
      expect(parse(favicon)?.favicon).toBeUndefined();
    },
  );
});
