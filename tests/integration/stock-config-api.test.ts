import { beforeAll, describe, expect, it } from 'vitest';
import { GET as companyConfig, PUT as putCompanyConfig } from '@/app/public_api/company_config/[name]/route';
import { GET as configData } from '@/app/public_api/vehicles/config_data/route';
import { GET as tradeIn } from '@/app/trade_in/form_options/route';
import { generateDemoVehicles, seedDemoStock } from '@/features/stock/demo.server';
import { feedRowSchema, upsertVehicles } from '@/features/stock/import.server';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();
beforeAll(async () => {
  await seedDemoStock(10, { force: true });
});

describe('company config', () => {
  it('serves config entries by type, for the path name or the Company-Config header', async () => {
    const all = await (
      await companyConfig(request('/public_api/company_config/all?config_type=cash,additional'), ctx({ name: 'all' }))
    ).json();
    expect(all.data.map((e: { config_type: string }) => e.config_type)).toEqual(['additional', 'cash']);
    expect(all.data[1].data).toMatchObject({ payment_vendor: 'NO_PAYMENT_JAPAN' });
    const saved = await putCompanyConfig(
      request('/public_api/company_config/x', {
        method: 'PUT',
        admin: true,
        json: { config_type: 'lease', data: { months: [36, 48] } },
        headers: { 'company-config': 'dealer_jp001' },
      }),
      ctx({ name: 'x' }),
    );
    expect(saved.status).toBe(200);
    const viaHeader = await (
      await companyConfig(
        request('/public_api/company_config/all', { headers: { 'company-config': 'dealer_jp001' } }),
        ctx({ name: 'all' }),
      )
    ).json();
    expect(viaHeader.data).toEqual([{ config_type: 'lease', data: { months: [36, 48] } }]);
  });

  it('refuses bad names and types', async () => {
    const res = await companyConfig(request('/public_api/company_config/all?config_type=bad type'), ctx({ name: 'all' }));
    expect((await problem(res)).errors?.[0]?.pointer).toBe('config_type');
    expect(
      (
        await putCompanyConfig(
          request('/public_api/company_config/all', { method: 'PUT', json: { config_type: 'cash', data: {} } }),
          ctx({ name: 'all' }),
        )
      ).status,
    ).toBe(401);
  });
});

describe('trade-in form options', () => {
  it('lists body types, brands, models and fuel types as { value, name } in Japanese', async () => {
    const { data } = await (await tradeIn(request('/trade_in/form_options?lang=ja&brand=jaguar'), undefined)).json();
    expect(data.bodyTypes).toContainEqual({ value: 'kei', name: '軽自動車' });
    expect(data.brands).toContainEqual({ value: 'toyota', name: 'トヨタ' });
    expect(data.fuelTypes).toContainEqual({ value: 'phev', name: 'プラグインハイブリッド' });
    expect(data.models.every((m: { value: string }) => ['f-pace', 'e-pace', 'i-pace', 'f-type'].includes(m.value))).toBe(true);
  });
});

describe('vehicle config data', () => {
  it('finds the listed vehicle of a configurator URL, or 404', async () => {
    const [row] = generateDemoVehicles(1, 99);
    await upsertVehicles('jp-main', [feedRowSchema.parse({ ...row!, config_url: 'https://configurator.example/defender/abc123' })], {
      full: false,
    });
    const res = await (
      await configData(
        request('/public_api/vehicles/config_data?config_url=https%3A%2F%2Fconfigurator.example%2Fdefender%2Fabc123'),
        undefined,
      )
    ).json();
    expect(res.data.vin_suffix).toBe(row!.vin.toUpperCase().slice(-3));
    expect(res.data).not.toHaveProperty('vin'); // the full VIN stays with the site unless stock.show_full_vin is on
    expect((await configData(request('/public_api/vehicles/config_data?config_url=nope'), undefined)).status).toBe(404);
    expect((await configData(request('/public_api/vehicles/config_data'), undefined)).status).toBe(400);
  });
});
