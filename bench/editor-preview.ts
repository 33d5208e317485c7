// The page editor's speed (issue 8 item 15): a page of 70 blocks opened in the editor until the
// first preview has rendered (budget ≤ 2 s), and a field change until the preview shows it
// (budget ≤ 500 ms). Medians in one run, in Debian's Chromium against the production build.
// Usage: npm run build && npx tsx bench/editor-preview.ts [runs=7]
import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer, stopServer } from './lib/server';

const port = 3403;
const base = `http://127.0.0.1:${port}`;
const dataDir = '.bench-editor-data';
const token = 'bench-admin-token-0123456789';
const runs = Number(process.argv[2] ?? 7);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

rmSync(dataDir, { recursive: true, force: true });
const server = await startServer(port, { DATA_DIR: dataDir, ADMIN_API_TOKEN: token, SITE_URL: base });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  // 70 blocks of the kinds editors use most, alternating.
  const kinds = [
    { template_key: 'snippet', content: { fields: { title: '見出し', header_tag: 'h2' }, field_groups: [] } },
    {
      template_key: 'accordion',
      content: { fields: { title: 'よくあるご質問' }, field_groups: [{ title: '保証について', content: '<p>3年間の保証</p>' }] },
    },
    { template_key: 'content_blocks', content: { fields: {}, field_groups: [{ title: '走破性', paragraph: '悪路も快適に' }] } },
  ];
  const blocks = Array.from({ length: 70 }, (_, i) => structuredClone(kinds[i % kinds.length]!));
  const created = await fetch(`${base}/api/pages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/bench-70-blocks', title: '70ブロックのページ', status: 'published', blocks }),
  });
  if (created.status !== 201) throw new Error(`page not created: ${created.status} ${await created.text()}`);
  const { data } = (await created.json()) as { data: { id: number } };

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto(`${base}/auth/sign-in?next=/cms`);
  await page.getByLabel('メールアドレス').fill('admin@example.jp');
  await page.getByLabel('パスワード').fill('demo-admin-pass-2026');
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
  await page.waitForURL(`${base}/cms`);

  const frameBlocks = () => page.frameLocator('iframe[title="下書きのプレビュー"]').locator('[data-editor-block]');
  const opens: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = Date.now();
    await page.goto(`${base}/cms/pages/${data.id}`);
    await frameBlocks().nth(69).waitFor({ state: 'attached' });
    opens.push(Date.now() - started);
  }

  const changes: number[] = [];
  const field = page.locator('section[aria-labelledby="editor-form-title"]').getByLabel('タイトル', { exact: true });
  for (let i = 0; i < runs; i++) {
    const text = `変更${i}-${Date.now()}`;
    const started = Date.now();
    await field.fill(text);
    await page.frameLocator('iframe[title="下書きのプレビュー"]').getByText(text).first().waitFor();
    changes.push(Date.now() - started);
    await page.waitForTimeout(300);
  }
  console.log(`setup: ${runs} runs, Chromium headless, 1440×900, production build on PGlite, page of 70 blocks`);
  console.log(`open editor → first preview rendered: median ${median(opens)} ms (runs: ${opens.join(', ')}; budget 2000)`);
  console.log(`field change → preview shows it:      median ${median(changes)} ms (runs: ${changes.join(', ')}; budget 500)`);
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
