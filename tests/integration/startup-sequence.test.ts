import { describe, expect, it } from 'vitest';
import { listings } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { saveSetting } from '@/features/settings/settings.server';
import { siteStartupSteps } from '@/server/site-startup.server';
import { runStartupSequence, type StartupLog } from '@/server/startup-sequence.server';
import { withFreshDatabase } from '../fixtures/test-db';

const tester = systemActor('test setup');
const { db } = withFreshDatabase();

function recordingLog() {
  const warnings: Record<string, unknown>[] = [];
  const log: StartupLog = {
    info() {},
    warn: (details) => warnings.push(details as Record<string, unknown>),
    error() {},
  };
  return { log, warnings };
}

describe('the site start-up sequence on a database', () => {
  it('prepares each part in order and warns about settings that would fail silently', async () => {
    await db()
      .insert(listings)
      .values([
        { id: 'jp-main', name: 'main' },
        { id: 'jp-approved', name: 'approved' },
      ]);
    await saveSetting(
      tester,
      'predefined_links',
      JSON.stringify([
        { alias: 'test-drive', url: '/forms/test-drive' },
        { alias: 'test-drive', url: '/forms/other' },
      ]),
    );
    await saveSetting(tester, 'html_filter.iframe_hosts', JSON.stringify(['www.youtube.com', 'https://player.vimeo.com']));
    await saveSetting(tester, 'price.double_price', JSON.stringify({ enabled: true, symbol: 'EUR', rate: 0.0061, decimals: 0 }));
    await saveSetting(tester, 'theme.brand', 'xyz');

    const { log, warnings } = recordingLog();
    const outcomes = await runStartupSequence(siteStartupSteps(), log);

    expect(outcomes).toEqual([
      { name: 'settings', ok: true, detail: expect.stringMatching(/^\d+ settings$/) },
      { name: 'stock', ok: true, detail: '2 listings indexed' },
      { name: 'predefined_links', ok: true, detail: '2 predefined links' },
      { name: 'html_filter', ok: true, detail: '2 iframe hosts' },
      // No currency.api_url: the double price shows the setting's own rate.
      { name: 'currency', ok: true, detail: 'static rate 0.0061' },
      { name: 'brand_theme', ok: true, detail: 'xyz' },
    ]);
    expect(warnings).toEqual([{ alias: 'test-drive' }, { host: 'https://player.vimeo.com' }, { theme: 'xyz' }]);
  });

  it('finds nothing to warn about in the defaults', async () => {
    await saveSetting(tester, 'predefined_links', '[]');
    await saveSetting(tester, 'html_filter.iframe_hosts', JSON.stringify(['www.youtube.com']));
    await saveSetting(tester, 'price.double_price', JSON.stringify({ enabled: false }));
    await saveSetting(tester, 'theme.brand', 'jdx');
    const { log, warnings } = recordingLog();
    const outcomes = await runStartupSequence(siteStartupSteps(), log);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(outcomes.find((o) => o.name === 'currency')?.detail).toBe('double price off');
    expect(warnings).toEqual([]);
  });
});
