import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '@/features/auth/api-tokens.server';
import { can, permissionsOf, roles, systemActor, type Actor, type Permission, type Role } from '@/features/auth/permissions';
import { signedInAs } from '../fixtures/auth';
import { adminToken } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

/**
 * quality.md control 1: every role (and anonymous, an API token, the bootstrap token) against
 * every route and operation. A protected operation answers 401 to nobody, 403 to somebody without
 * its permission, and lets everybody with it past the gate. A new route file that is not in this
 * table fails the last test.
 */
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface Operation {
  file: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params?: Record<string, string>;
  /** null: anybody may call it. */
  permission: Permission | null;
  body?: unknown;
}

const operations: Operation[] = [
  { file: 'api/pages/route.ts', method: 'GET', path: '/api/pages', permission: 'pages.read' },
  { file: 'api/pages/route.ts', method: 'POST', path: '/api/pages', permission: 'pages.edit', body: {} },
  { file: 'api/pages/[id]/route.ts', method: 'GET', path: '/api/pages/999', params: { id: '999' }, permission: 'pages.read' },
  // Editors may replace draft pages; live ones need pages.publish (tests/integration/page-drafts.test.ts).
  { file: 'api/pages/[id]/route.ts', method: 'PUT', path: '/api/pages/999', params: { id: '999' }, permission: 'pages.edit', body: {} },
  { file: 'api/pages/[id]/route.ts', method: 'DELETE', path: '/api/pages/999', params: { id: '999' }, permission: 'pages.publish' },
  {
    file: 'api/pages/[id]/move/route.ts',
    method: 'POST',
    path: '/api/pages/999/move',
    params: { id: '999' },
    permission: 'pages.edit',
    body: {},
  },
  {
    file: 'api/pages/[id]/duplicate/route.ts',
    method: 'POST',
    path: '/api/pages/999/duplicate',
    params: { id: '999' },
    permission: 'pages.edit',
    body: {},
  },
  { file: 'api/trash/route.ts', method: 'GET', path: '/api/trash', permission: 'pages.read' },
  { file: 'api/trash/[id]/route.ts', method: 'DELETE', path: '/api/trash/999', params: { id: '999' }, permission: 'pages.publish' },
  {
    file: 'api/trash/[id]/restore/route.ts',
    method: 'POST',
    path: '/api/trash/999/restore',
    params: { id: '999' },
    permission: 'pages.publish',
    body: {},
  },
  { file: 'api/pages/[id]/draft/route.ts', method: 'GET', path: '/api/pages/999/draft', params: { id: '999' }, permission: 'pages.read' },
  {
    file: 'api/pages/[id]/draft/route.ts',
    method: 'PUT',
    path: '/api/pages/999/draft',
    params: { id: '999' },
    permission: 'pages.edit',
    body: {},
  },
  {
    file: 'api/pages/[id]/draft/route.ts',
    method: 'DELETE',
    path: '/api/pages/999/draft',
    params: { id: '999' },
    permission: 'pages.edit',
  },
  {
    file: 'api/pages/[id]/publish/route.ts',
    method: 'POST',
    path: '/api/pages/999/publish',
    params: { id: '999' },
    permission: 'pages.publish',
    body: {},
  },
  {
    file: 'api/pages/[id]/schedule/route.ts',
    method: 'POST',
    path: '/api/pages/999/schedule',
    params: { id: '999' },
    permission: 'pages.publish',
    body: {},
  },
  {
    file: 'api/pages/[id]/unpublish/route.ts',
    method: 'POST',
    path: '/api/pages/999/unpublish',
    params: { id: '999' },
    permission: 'pages.publish',
  },
  {
    file: 'api/pages/[id]/versions/route.ts',
    method: 'GET',
    path: '/api/pages/999/versions',
    params: { id: '999' },
    permission: 'pages.read',
  },
  {
    file: 'api/pages/[id]/versions/[number]/route.ts',
    method: 'GET',
    path: '/api/pages/999/versions/1',
    params: { id: '999', number: '1' },
    permission: 'pages.read',
  },
  {
    file: 'api/pages/[id]/versions/[number]/restore/route.ts',
    method: 'POST',
    path: '/api/pages/999/versions/1/restore',
    params: { id: '999', number: '1' },
    permission: 'pages.edit',
    body: {},
  },
  { file: 'api/settings/route.ts', method: 'GET', path: '/api/settings', permission: null },
  { file: 'api/settings/route.ts', method: 'POST', path: '/api/settings', permission: 'settings.manage', body: { key: 'x' } },
  { file: 'api/settings/[id]/route.ts', method: 'DELETE', path: '/api/settings/999', params: { id: '999' }, permission: 'settings.manage' },
  { file: 'api/metaheads/route.ts', method: 'GET', path: '/api/metaheads', permission: null },
  { file: 'api/metaheads/route.ts', method: 'POST', path: '/api/metaheads', permission: 'metaheads.manage', body: {} },
  {
    file: 'api/metaheads/[id]/route.ts',
    method: 'DELETE',
    path: '/api/metaheads/999',
    params: { id: '999' },
    permission: 'metaheads.manage',
  },
  { file: 'api/nav_entries/route.ts', method: 'GET', path: '/api/nav_entries', permission: null },
  { file: 'api/nav_entries/route.ts', method: 'PUT', path: '/api/nav_entries', permission: 'navigation.manage', body: [] },
  {
    file: 'api/nav_entries/breadcrumbs/[id]/route.ts',
    method: 'GET',
    path: '/api/nav_entries/breadcrumbs/999',
    params: { id: '999' },
    permission: null,
  },
  { file: 'api/stock/import/route.ts', method: 'POST', path: '/api/stock/import', permission: 'stock.import' },
  { file: 'api/templates/route.ts', method: 'GET', path: '/api/templates', permission: null },
  { file: 'api/v2/images/route.ts', method: 'GET', path: '/api/v2/images', permission: 'pages.read' },
  { file: 'api/v2/images/route.ts', method: 'POST', path: '/api/v2/images', permission: 'media.upload' },
  { file: 'api/v2/images/[id]/route.ts', method: 'GET', path: '/api/v2/images/999', params: { id: '999' }, permission: null },
  { file: 'api/health/route.ts', method: 'GET', path: '/api/health', permission: null },
  { file: 'api/tokens/route.ts', method: 'GET', path: '/api/tokens', permission: 'tokens.manage' },
  { file: 'api/tokens/route.ts', method: 'POST', path: '/api/tokens', permission: 'tokens.manage', body: {} },
  { file: 'api/tokens/[id]/route.ts', method: 'DELETE', path: '/api/tokens/999', params: { id: '999' }, permission: 'tokens.manage' },
  { file: 'api/users/route.ts', method: 'GET', path: '/api/users', permission: 'users.manage' },
  { file: 'api/users/route.ts', method: 'POST', path: '/api/users', permission: 'users.manage', body: {} },
  {
    file: 'api/users/[id]/route.ts',
    method: 'PATCH',
    path: '/api/users/nobody',
    params: { id: 'nobody' },
    permission: 'users.manage',
    body: {},
  },
  // Forms and leads (issue 9). Visitors read enabled forms and send leads; the rest is staff's.
  { file: 'api/forms/route.ts', method: 'GET', path: '/api/forms', permission: 'cms.open' },
  { file: 'api/forms/route.ts', method: 'POST', path: '/api/forms', permission: 'forms.manage', body: {} },
  { file: 'api/forms/[id]/route.ts', method: 'GET', path: '/api/forms/999', params: { id: '999' }, permission: null },
  { file: 'api/forms/[id]/route.ts', method: 'PUT', path: '/api/forms/999', params: { id: '999' }, permission: 'forms.manage', body: {} },
  { file: 'api/forms/[id]/route.ts', method: 'DELETE', path: '/api/forms/999', params: { id: '999' }, permission: 'forms.manage' },
  {
    file: 'api/forms/[id]/settings/[part]/route.ts',
    method: 'GET',
    path: '/api/forms/999/settings/notifications',
    params: { id: '999', part: 'notifications' },
    permission: 'forms.manage',
  },
  {
    file: 'api/forms/[id]/integrations/route.ts',
    method: 'GET',
    path: '/api/forms/999/integrations',
    params: { id: '999' },
    permission: 'integrations.manage',
  },
  {
    file: 'api/forms/[id]/integrations/route.ts',
    method: 'PUT',
    path: '/api/forms/999/integrations',
    params: { id: '999' },
    permission: 'integrations.manage',
    body: {},
  },
  {
    file: 'api/forms/[id]/export/route.ts',
    method: 'GET',
    path: '/api/forms/999/export',
    params: { id: '999' },
    permission: 'forms.manage',
  },
  { file: 'api/forms/import/route.ts', method: 'POST', path: '/api/forms/import', permission: 'forms.manage', body: {} },
  {
    file: 'api/forms/[id]/duplicate/route.ts',
    method: 'POST',
    path: '/api/forms/999/duplicate?name=x',
    params: { id: '999' },
    permission: 'forms.manage',
  },
  { file: 'api/forms/[id]/leads/route.ts', method: 'GET', path: '/api/forms/999/leads', params: { id: '999' }, permission: 'leads.read' },
  {
    file: 'api/forms/[id]/leads/route.ts',
    method: 'POST',
    path: '/api/forms/999/leads',
    params: { id: '999' },
    permission: null,
    body: {},
  },
  {
    file: 'api/forms/[id]/leads/[leadId]/route.ts',
    method: 'GET',
    path: '/api/forms/999/leads/x',
    params: { id: '999', leadId: 'x' },
    permission: 'leads.read',
  },
  {
    file: 'api/forms/[id]/leads/[leadId]/route.ts',
    method: 'DELETE',
    path: '/api/forms/999/leads/x',
    params: { id: '999', leadId: 'x' },
    permission: 'leads.manage',
  },
  {
    file: 'api/forms/[id]/leads/[leadId]/files/[fileId]/route.ts',
    method: 'GET',
    path: '/api/forms/999/leads/x/files/1',
    params: { id: '999', leadId: 'x', fileId: '1' },
    permission: 'leads.read',
  },
  {
    file: 'api/forms/[id]/leads/integrations/route.ts',
    method: 'GET',
    path: '/api/forms/999/leads/integrations',
    params: { id: '999' },
    permission: 'leads.read',
  },
  {
    file: 'api/forms/[id]/leads/integrations/fix/route.ts',
    method: 'POST',
    path: '/api/forms/999/leads/integrations/fix',
    params: { id: '999' },
    permission: 'leads.manage',
  },
  {
    file: 'api/forms/[id]/lead_exports/route.ts',
    method: 'POST',
    path: '/api/forms/999/lead_exports',
    params: { id: '999' },
    permission: 'leads.read',
  },
  {
    file: 'api/forms/[id]/lead_exports/[exportId]/route.ts',
    method: 'GET',
    path: '/api/forms/999/lead_exports/1',
    params: { id: '999', exportId: '1' },
    permission: 'leads.read',
  },
  {
    file: 'api/forms/[id]/lead_exports/[exportId]/download/route.ts',
    method: 'GET',
    path: '/api/forms/999/lead_exports/1/download',
    params: { id: '999', exportId: '1' },
    permission: 'leads.read',
  },
  // News articles (decision 0045): like pages — editors write drafts, publishing and deleting need
  // pages.publish (tests/integration/news.test.ts).
  { file: 'api/news/route.ts', method: 'GET', path: '/api/news', permission: 'pages.read' },
  { file: 'api/news/route.ts', method: 'POST', path: '/api/news', permission: 'pages.edit', body: {} },
  { file: 'api/news/[id]/route.ts', method: 'GET', path: '/api/news/999', params: { id: '999' }, permission: 'pages.read' },
  { file: 'api/news/[id]/route.ts', method: 'PUT', path: '/api/news/999', params: { id: '999' }, permission: 'pages.edit', body: {} },
  { file: 'api/news/[id]/route.ts', method: 'DELETE', path: '/api/news/999', params: { id: '999' }, permission: 'pages.publish' },
  { file: 'api/locations/route.ts', method: 'GET', path: '/api/locations', permission: null },
  { file: 'api/locations/route.ts', method: 'POST', path: '/api/locations', permission: 'forms.manage', body: {} },
  {
    file: 'api/locations/[id]/route.ts',
    method: 'PUT',
    path: '/api/locations/999',
    params: { id: '999' },
    permission: 'forms.manage',
    body: {},
  },
  { file: 'api/locations/[id]/route.ts', method: 'DELETE', path: '/api/locations/999', params: { id: '999' }, permission: 'forms.manage' },
  {
    file: 'api/integrations/active_system/route.ts',
    method: 'GET',
    path: '/api/integrations/active_system',
    permission: 'integrations.manage',
  },
  { file: 'api/integrations/verify/route.ts', method: 'GET', path: '/api/integrations/verify', permission: 'integrations.manage' },
  {
    file: 'public_api/company_config/[name]/route.ts',
    method: 'GET',
    path: '/public_api/company_config/all',
    params: { name: 'all' },
    permission: null,
  },
  {
    file: 'public_api/company_config/[name]/route.ts',
    method: 'PUT',
    path: '/public_api/company_config/all',
    params: { name: 'all' },
    permission: 'settings.manage',
    body: {},
  },
  // Visitors start and complete their own checkout; the holder cookie, not a role, says whose it is.
  { file: 'api/buy_online/orders/init/route.ts', method: 'POST', path: '/api/buy_online/orders/init', permission: null, body: {} },
  { file: 'api/buy_online/orders/route.ts', method: 'POST', path: '/api/buy_online/orders', permission: null, body: {} },
  { file: 'api/buy_online/payment/route.ts', method: 'POST', path: '/api/buy_online/payment', permission: null, body: {} },
  // Anyone may ask a car's dealer about it (rate-limited per client; the server picks who is mailed: vehicle-inquiry.test.ts).
  {
    file: 'api/buy_online/orders/send_inquiry_email/route.ts',
    method: 'PUT',
    path: '/api/buy_online/orders/send_inquiry_email',
    permission: null,
    body: {},
  },
  // Anyone may confirm a phone number (rate-limited per number and client in phone-verification.test.ts).
  { file: 'api/twilio/create_verification/route.ts', method: 'POST', path: '/api/twilio/create_verification', permission: null, body: {} },
  { file: 'api/twilio/check_verification/route.ts', method: 'POST', path: '/api/twilio/check_verification', permission: null, body: {} },
  {
    file: 'api/buy_online/liqpay/checkout_data/route.ts',
    method: 'GET',
    path: '/api/buy_online/liqpay/checkout_data?vehicle_id=1',
    permission: null,
  },
  // LiqPay's callback carries no credentials but its signature (checked in liqpay-deposits.test.ts).
  { file: 'api/buy_online/liqpay/callback/route.ts', method: 'POST', path: '/api/buy_online/liqpay/callback', permission: null, body: {} },
  {
    file: 'api/buy_online/paypal/create_order/route.ts',
    method: 'POST',
    path: '/api/buy_online/paypal/create_order',
    permission: null,
    body: {},
  },
  // Stripe's webhooks carry no credentials but their signature (checked in card-deposits.test.ts).
  { file: 'api/webhooks/stripe/route.ts', method: 'POST', path: '/api/webhooks/stripe', permission: null, body: {} },
  {
    file: 'api/buy_online/orders/[number]/confirm/route.ts',
    method: 'PUT',
    path: '/api/buy_online/orders/R00000000/confirm',
    params: { number: 'R00000000' },
    permission: 'orders.manage',
  },
  // The owner opens an order with its link's token; staff need orders.read (else 404, as for a guess).
  {
    file: 'api/buy_online/orders/[number]/route.ts',
    method: 'GET',
    path: '/api/buy_online/orders/R00000000',
    params: { number: 'R00000000' },
    permission: null,
  },
  {
    file: 'api/orders/[number]/route.ts',
    method: 'GET',
    path: '/api/orders/R00000000',
    params: { number: 'R00000000' },
    permission: 'orders.read',
  },
  // The model catalogue (decision 0056): public reads; the document is site-settings level (models-*.test.ts).
  { file: 'api/vehicles/route.ts', method: 'GET', path: '/api/vehicles', permission: null },
  { file: 'api/vehicles/grouped_nameplates/route.ts', method: 'GET', path: '/api/vehicles/grouped_nameplates', permission: null },
  { file: 'api/vehicles/[id]/specs/route.ts', method: 'GET', path: '/api/vehicles/999/specs', params: { id: '999' }, permission: null },
  { file: 'api/offer_car_models/route.ts', method: 'GET', path: '/api/offer_car_models', permission: null },
  { file: 'api/compare/spec/[id]/route.ts', method: 'GET', path: '/api/compare/spec/999', params: { id: '999' }, permission: null },
  { file: 'api/models/export/route.ts', method: 'GET', path: '/api/models/export', permission: 'settings.read' },
  { file: 'api/models/import/route.ts', method: 'POST', path: '/api/models/import', permission: 'settings.manage', body: {} },
  // The recall list (decision 0065): site data at the settings level; the visitor's check is public (recalls.test.ts).
  { file: 'api/recalls/route.ts', method: 'GET', path: '/api/recalls', permission: 'settings.read' },
  { file: 'api/recalls/route.ts', method: 'POST', path: '/api/recalls', permission: 'settings.manage', body: {} },
  { file: 'api/recalls/[id]/route.ts', method: 'GET', path: '/api/recalls/999', params: { id: '999' }, permission: 'settings.read' },
  { file: 'api/recalls/[id]/route.ts', method: 'DELETE', path: '/api/recalls/999', params: { id: '999' }, permission: 'settings.manage' },
  {
    file: 'api/recalls/[id]/vehicles/route.ts',
    method: 'POST',
    path: '/api/recalls/999/vehicles',
    params: { id: '999' },
    permission: 'settings.manage',
    body: {},
  },
  {
    file: 'api/recalls/[id]/vehicles/route.ts',
    method: 'DELETE',
    path: '/api/recalls/999/vehicles',
    params: { id: '999' },
    permission: 'settings.manage',
    body: {},
  },
  { file: 'api/recalls/check/route.ts', method: 'POST', path: '/api/recalls/check', permission: null, body: {} },
];

/** Outside the matrix on purpose: better-auth's own endpoints, the API 404s, public data and files. */
const notInMatrix = [
  /^api\/auth\//,
  /^api\/\[\.\.\.unknown\]\//,
  /^public_api\/(?!company_config)/,
  /^trade_in\//,
  /^(fonts|media|sitemap)[/.]/,
];

const appDir = path.resolve(import.meta.dirname, '../../src/app');

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [path.relative(appDir, full)] : [];
  });
}

const callers: Record<string, { cookie?: string; authorization?: string; can: (p: Permission) => boolean }> = {};

beforeAll(async () => {
  callers.anonymous = { can: () => false };
  for (const role of roles) {
    const { cookie } = await signedInAs(role);
    callers[role] = { cookie, can: (p) => permissionsOf(role).has(p) };
  }
  const { cookie } = await signedInAs(null);
  callers['no role'] = { cookie, can: () => false };
  const scopes: Permission[] = ['pages.read', 'media.upload'];
  const { secret } = await createApiToken(systemActor('test'), { name: 'matrix', scopes, expiresAt: null });
  callers['token(pages.read, media.upload)'] = { authorization: `Bearer ${secret}`, can: (p) => scopes.includes(p) };
  callers['ADMIN_API_TOKEN'] = { authorization: `Bearer ${adminToken}`, can: () => true };
});

async function call(op: Operation, caller: (typeof callers)[string]): Promise<Response> {
  const routeModule = (await import(/* @vite-ignore */ path.join(appDir, op.file))) as Record<string, Handler>;
  const headers = new Headers({ 'x-client-ip': `matrix-${Math.random()}` });
  if (caller.cookie) headers.set('cookie', caller.cookie);
  if (caller.authorization) headers.set('authorization', caller.authorization);
  if (op.body !== undefined) headers.set('content-type', 'application/json');
  const request = new Request(`http://localhost:3000${op.path}`, {
    method: op.method,
    headers,
    body: op.body === undefined ? undefined : JSON.stringify(op.body),
  });
  return routeModule[op.method]!(request, { params: Promise.resolve(op.params ?? {}) });
}

const callerNames = ['anonymous', ...roles, 'no role', 'token(pages.read, media.upload)', 'ADMIN_API_TOKEN'];

describe.each(operations)('$method $path', (op) => {
  it.each(callerNames)('as %s', async (name) => {
    const caller = callers[name]!;
    const response = await call(op, caller);
    if (op.permission === null) {
      expect(response.status, 'anybody may call it').not.toBe(401);
      expect(response.status).not.toBe(403);
    } else if (name === 'anonymous') {
      expect(response.status).toBe(401);
    } else if (!caller.can(op.permission)) {
      expect(response.status).toBe(403);
    } else {
      expect([401, 403], `status ${response.status}`).not.toContain(response.status);
    }
  });
});

describe('the matrix', () => {
  it('covers every route file and every method it exports', async () => {
    const missing: string[] = [];
    for (const file of routeFiles(appDir)) {
      if (notInMatrix.some((pattern) => pattern.test(file))) continue;
      const routeModule = (await import(/* @vite-ignore */ path.join(appDir, file))) as Record<string, unknown>;
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        if (typeof routeModule[method] === 'function' && !operations.some((op) => op.file === file && op.method === method)) {
          missing.push(`${method} ${file}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives each role exactly the permissions of the decision, cumulatively', () => {
    const user = (role: Role): Actor => ({ kind: 'user', userId: 'u', name: 'n', email: 'e', role, sessionId: 's' });
    expect(can(user('viewer'), 'pages.read')).toBe(true);
    expect(can(user('viewer'), 'pages.edit')).toBe(false);
    expect(can(user('editor'), 'pages.edit')).toBe(true);
    expect(can(user('editor'), 'pages.publish')).toBe(false);
    expect(can(user('publisher'), 'pages.publish')).toBe(true);
    expect(can(user('publisher'), 'settings.manage')).toBe(false);
    expect(can(user('admin'), 'settings.manage')).toBe(true);
    expect(can({ kind: 'anonymous' }, 'pages.read')).toBe(false);
  });
});
