import { expect, test, type APIRequestContext } from '@playwright/test';
import { bootstrapToken } from './editor';

const headers = { authorization: `Bearer ${bootstrapToken}` };

/** Clean-ups a test registers; after each test they run last in first out (settings back before their page goes). */
export function cleanupsAfterEach(): (() => Promise<void>)[] {
  const cleanups: (() => Promise<void>)[] = [];
  test.afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  return cleanups;
}

/**
 * `useSetting(request, key, value)`: stores a setting for this test only; the previous stored value
 * (or none) comes back after it, through `cleanups`.
 */
export function settingForTest(cleanups: (() => Promise<void>)[]) {
  return async function useSetting(request: APIRequestContext, key: string, value: unknown): Promise<void> {
    const list = await request.get('/api/settings', { headers });
    expect(list.status()).toBe(200);
    const previous = ((await list.json()) as { data: { key: string; value: string }[] }).data.find((row) => row.key === key);
    const saved = await request.post('/api/settings', { headers, data: { key, value } });
    expect(saved.status()).toBe(201);
    const { id } = ((await saved.json()) as { data: { id: number } }).data;
    cleanups.push(async () => {
      const restored = previous
        ? await request.post('/api/settings', { headers, data: { key, value: previous.value } })
        : await request.delete(`/api/settings/${id}`, { headers });
      expect(restored.ok()).toBe(true);
    });
  };
}
