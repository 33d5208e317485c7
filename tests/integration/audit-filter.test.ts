import { describe, expect, it } from 'vitest';
import { listAudit, listAuditFacets, recordAudit } from '@/features/auth/audit.server';
import { systemActor, type Actor } from '@/features/auth/permissions';
import { jstRange } from '@/features/cms/audit-view';
import { getDb } from '@/db/client.server';
import { auditLog } from '@/db/schema';
import { eq } from 'drizzle-orm';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

const admin: Actor = { kind: 'user', userId: 'u-admin', name: '管理 花子', email: 'hanako@example.jp', role: 'admin', sessionId: 's1' };
const publisher: Actor = { kind: 'user', userId: 'u-pub', name: '公開 太郎', email: 'taro@example.jp', role: 'publisher', sessionId: 's2' };
const token: Actor = { kind: 'token', tokenId: 7, name: '在庫フィード_100%', scopes: ['stock.import'] };

async function at(id: number, iso: string) {
  const db = await getDb();
  await db
    .update(auditLog)
    .set({ at: new Date(iso) })
    .where(eq(auditLog.id, id));
}

describe('audit filters', () => {
  it('filters by who (any case, with LIKE characters taken literally), action, subject and JST days, newest first with keyset paging', async () => {
    await recordAudit(admin, 'setting.save', 'setting', 'seo.title_divider', null, { value: '|' });
    await recordAudit(publisher, 'page.trash', 'page', 12, { path: '/a' }, null);
    await recordAudit(token, 'stock.import', 'listing', 'jp-main', null, { rows: 3 });
    await recordAudit(systemActor('seed'), 'page.create', 'page', 13, null, { path: '/b' });
    const all = await listAudit(admin, {});
    const [first, second, third, fourth] = [...all].reverse();
    // 2026-11-23 23:30 JST is still the 23rd in Japan; 2026-11-24 00:30 JST is the 24th.
    await at(first!.id, '2026-11-23T14:30:00Z');
    await at(second!.id, '2026-11-23T15:30:00Z');
    await at(third!.id, '2026-11-24T14:59:00Z');
    await at(fourth!.id, '2026-11-24T15:00:00Z');

    expect((await listAudit(admin, { actorText: 'HANAKO' })).map((r) => r.action)).toEqual(['setting.save']);
    expect((await listAudit(admin, { actorText: '_100%' })).map((r) => r.action)).toEqual(['stock.import']);
    expect(await listAudit(admin, { actorText: '花%' })).toEqual([]);
    expect((await listAudit(admin, { action: 'page.trash' })).map((r) => r.subjectId)).toEqual(['12']);
    expect((await listAudit(admin, { subjectType: 'page' })).map((r) => r.subjectId)).toEqual(['13', '12']);
    const day24 = jstRange('2026-11-24', '2026-11-24');
    expect((await listAudit(admin, day24)).map((r) => r.action)).toEqual(['stock.import', 'page.trash']);
    const page1 = await listAudit(admin, { limit: 2 });
    const page2 = await listAudit(admin, { limit: 2, beforeId: page1.at(-1)!.id });
    expect([...page1, ...page2].map((r) => r.id)).toEqual(all.map((r) => r.id));

    expect(await listAuditFacets(admin)).toEqual({
      actions: ['page.create', 'page.trash', 'setting.save', 'stock.import'],
      subjectTypes: ['listing', 'page', 'setting'],
    });
  });

  it('is for people who may read the audit log only', async () => {
    await expect(listAudit(publisher, {})).rejects.toMatchObject({ status: 403 });
    await expect(listAuditFacets(publisher)).rejects.toMatchObject({ status: 403 });
  });
});
