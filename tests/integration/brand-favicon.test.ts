import { describe, expect, it } from 'vitest';
import { systemActor } from '@/features/auth/permissions';
import { saveSetting } from '@/features/settings/settings.server';
import { brandFaviconMetadata } from '@/features/site/favicon.server';
import { withFreshDatabase } from '../fixtures/test-db';

const tester = systemActor('test setup');
withFreshDatabase();

describe('favicon by brand identity from the settings (site.md §4)', () => {
  it('links the icon of the identity matching the path, and the default icon elsewhere or with the jdx theme', async () => {
    await saveSetting(
      tester,
      'navigation.logo_by_path',
      JSON.stringify([
        { matchingPath: '/range-rover', homepage: '/range-rover', logo: '/brand/range-rover.svg', favicon: '/brand/range-rover-icon.svg' },
        { matchingPath: '/defender', homepage: '/defender', logo: '/brand/defender.svg' },
      ]),
    );
    expect(await brandFaviconMetadata('/range-rover/sport')).toEqual({
      icons: { icon: [{ url: '/brand/range-rover-icon.svg', type: 'image/svg+xml', sizes: 'any' }] },
    });
    expect(await brandFaviconMetadata('/defender')).toEqual({});
    expect(await brandFaviconMetadata('/about')).toEqual({});

    await saveSetting(tester, 'theme.brand', 'jdx');
    expect(await brandFaviconMetadata('/range-rover/sport')).toEqual({});
  });
});
