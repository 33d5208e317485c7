import { describe, expect, it, vi } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DirectRouteTable } from './direct-route-table';

const req = {} as IncomingMessage;
const res = {} as ServerResponse;

describe('the direct route table', () => {
  const init = vi.fn(async () => undefined);
  const leads = vi.fn(async () => undefined);
  const table = new DirectRouteTable([
    ['POST /api/buy_online/orders/init', init],
    ['POST /api/forms/:id/leads', leads],
  ]);

  it('finds an exact route and hands a parameterised one its parameters', async () => {
    await table.get('POST /api/buy_online/orders/init')!(req, res);
    expect(init).toHaveBeenCalledWith(req, res, {});
    await table.get('POST /api/forms/12/leads')!(req, res);
    expect(leads).toHaveBeenCalledWith(req, res, { id: '12' });
    await table.get('POST /api/forms/%E8%A9%A6/leads')!(req, res);
    expect(leads).toHaveBeenLastCalledWith(req, res, { id: '試' });
  });

  it('leaves everything else to Next: other methods, paths, lengths and empty parameters', () => {
    for (const route of [
      'GET /api/forms/12/leads',
      'POST /api/forms/12/leads/integrations/fix',
      'POST /api/forms/12',
      'POST /api/forms//leads',
      'POST /api/forms/12/leadsx',
      'POST /api/buy_online/orders/init/',
      'POST /api/buy_online/orders',
    ]) {
      expect(table.get(route), route).toBeUndefined();
    }
  });

  it('refuses a route written without a method or a path', () => {
    expect(() => new DirectRouteTable([['/api/x', init]])).toThrow(/METHOD \/path/);
  });
});
