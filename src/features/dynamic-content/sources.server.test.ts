import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Where each strategy's data comes from, with the settings, the environment and the outbound fetch
 * replaced: the messages of site.md §5 for missing settings, and what each answer means. The real
 * fetches through the outbound guard are in tests/integration/dynamic-content.test.ts.
 */
const fake = vi.hoisted(() => ({
  settings: {} as Record<string, unknown>,
  apiKey: undefined as string | undefined,
  answers: new Map<string, { status: number; text: string }>(),
  fetched: [] as { url: string; headers?: Record<string, string> }[],
}));

vi.mock('@/features/settings/settings.server', () => ({
  getSetting: async (key: string) => fake.settings[key] ?? (key.endsWith('lists_to_check') ? [] : ''),
}));
vi.mock('@/lib/env.server', () => ({ env: () => ({ DYNAMIC_CONTENT_API_KEY: fake.apiKey }) }));
vi.mock('@/features/settings/outbound.server', () => ({
  fetchSettingsUrl: async (url: string, options: { headers?: Record<string, string> }) => {
    fake.fetched.push({ url, headers: options.headers });
    const answer = fake.answers.get(url);
    if (!answer) throw new Error('could not be reached');
    return { url, status: answer.status, headers: {}, text: answer.text };
  },
}));

const { logger } = await import('@/lib/logger.server');
const { loadStrategySource, reffineEndpoint, reffineMessages, externalMessages, resetDynamicContentSources } =
  await import('./sources.server');

const uuidA = '0b6e7a52-6f0e-4c55-9d8f-3c1f1e0a9b11';
const uuidB = '5d2f8c3e-1a4b-4e6f-8a9b-7c0d1e2f3a4b';
const json = (body: unknown, status = 200) => ({ status, text: JSON.stringify(body) });

beforeEach(() => {
  fake.settings = {};
  fake.apiKey = undefined;
  fake.answers.clear();
  fake.fetched = [];
  resetDynamicContentSources();
});
afterEach(() => vi.restoreAllMocks());

describe('the model list', () => {
  it('is missing without its setting: content is shown and nothing is fetched', async () => {
    expect(await loadStrategySource('model_list')).toEqual({ kind: 'unset' });
    expect(fake.fetched).toEqual([]);
  });

  it('is fetched once and read from the first item’s keys', async () => {
    fake.settings['dynamic_content.model_list_url'] = 'https://models.example.jp/list.json';
    fake.answers.set('https://models.example.jp/list.json', json([{ 'Defender 110': {}, Discovery: {} }]));
    const expected = { kind: 'names', names: new Set(['defender_110', 'discovery']) };
    expect(await loadStrategySource('model_list')).toEqual(expected);
    expect(await loadStrategySource('model_list')).toEqual(expected);
    expect(fake.fetched).toHaveLength(1);
  });

  it.each([
    ['an error status', json({ error: 'down' }, 503)],
    ['text', { status: 200, text: 'maintenance' }],
    ['an object', json({ 'Defender 110': {} })],
  ])('has failed when the address answers %s', async (_, answer) => {
    fake.settings['dynamic_content.model_list_url'] = 'https://models.example.jp/list.json';
    fake.answers.set('https://models.example.jp/list.json', answer);
    expect(await loadStrategySource('model_list')).toEqual({ kind: 'failed' });
  });
});

describe('the external strategy (site.md §5: needs a configured api key)', () => {
  it('is refused, with a message, without an api key, and asks nothing', async () => {
    const error = vi.spyOn(logger, 'error');
    fake.settings['dynamic_content.external_api_url'] = 'https://personalise.example.jp/models';
    expect(await loadStrategySource('external')).toEqual({ kind: 'refused' });
    expect(error).toHaveBeenCalledWith(externalMessages.apiKey);
    expect(fake.fetched).toEqual([]);
  });

  it('is refused, with a message, without its address', async () => {
    const error = vi.spyOn(logger, 'error');
    fake.apiKey = 'key-123';
    expect(await loadStrategySource('external')).toEqual({ kind: 'refused' });
    expect(error).toHaveBeenCalledWith('API_URL for external strategy is not set or invalid. Please check the settings.');
  });

  it('sends the key and reads the result like the model list', async () => {
    fake.apiKey = 'key-123';
    fake.settings['dynamic_content.external_api_url'] = 'https://personalise.example.jp/models';
    fake.answers.set('https://personalise.example.jp/models', json([{ 'Range Rover': {} }]));
    expect(await loadStrategySource('external')).toEqual({ kind: 'names', names: new Set(['range_rover']) });
    expect(fake.fetched).toEqual([{ url: 'https://personalise.example.jp/models', headers: { 'x-api-key': 'key-123' } }]);
  });
});

describe('the REFFINE_SL strategy (site.md §5, §7)', () => {
  it('logs the spec’s message and hides without api_base_url', async () => {
    const error = vi.spyOn(logger, 'error');
    fake.settings['dynamic_content.reffine_sl.lists_to_check'] = [uuidA];
    expect(await loadStrategySource('reffine_sl')).toEqual({ kind: 'refused' });
    expect(error).toHaveBeenCalledWith('API_URL for REFFINE_SL strategy is not set or invalid. Please check the settings.');
    expect(reffineMessages.apiUrl).toBe('API_URL for REFFINE_SL strategy is not set or invalid. Please check the settings.');
  });

  it('logs the similar message for the lists and hides without lists_to_check', async () => {
    const error = vi.spyOn(logger, 'error');
    fake.settings['dynamic_content.reffine_sl.api_base_url'] = 'https://sl.example.jp';
    expect(await loadStrategySource('reffine_sl')).toEqual({ kind: 'refused' });
    expect(error).toHaveBeenCalledWith('LISTS_TO_CHECK for REFFINE_SL strategy is not set or invalid. Please check the settings.');
    expect(fake.fetched).toEqual([]);
  });

  it('asks for the comma-joined lists under the base URL', () => {
    expect(reffineEndpoint('https://sl.example.jp', [uuidA, uuidB])).toBe(
      `https://sl.example.jp/public_api/dynamic_content/${uuidA},${uuidB}`,
    );
    expect(reffineEndpoint('https://example.jp/sl/', [uuidA])).toBe(`https://example.jp/sl/public_api/dynamic_content/${uuidA}`);
  });

  it('reads the lists’ names, and counts any status but 200 as a failure', async () => {
    fake.settings['dynamic_content.reffine_sl.api_base_url'] = 'https://sl.example.jp';
    fake.settings['dynamic_content.reffine_sl.lists_to_check'] = [uuidA, uuidB];
    const url = reffineEndpoint('https://sl.example.jp', [uuidA, uuidB]);
    fake.answers.set(url, json({ [uuidA]: ['Defender 110'], [uuidB]: ['Range Rover'] }, 203));
    expect(await loadStrategySource('reffine_sl')).toEqual({ kind: 'failed' });
    resetDynamicContentSources();
    fake.answers.set(url, json({ [uuidA]: ['Defender 110'], [uuidB]: ['Range Rover'] }));
    expect(await loadStrategySource('reffine_sl')).toEqual({ kind: 'names', names: new Set(['defender_110', 'range_rover']) });
  });
});
