import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { campaignInputSchema, checkVehicleList, isCalendarDay, parseVehicleCsv, readRemedied, recallLimits } from './campaign-input';
import { formatRecallDay, recallStatus } from './recall-status';

const t = getT('ja');

describe('campaign input', () => {
  const schema = campaignInputSchema(t);
  const valid = { code: ' 外-4512 ', title: ' リヤビューカメラ ', starts_on: '2026-10-23' };

  it('trims what staff type and fills the optional texts', () => {
    expect(schema.parse(valid)).toEqual({
      code: '外-4512',
      title: 'リヤビューカメラ',
      description: '',
      remedy: '',
      starts_on: '2026-10-23',
    });
  });

  it('says in Japanese what is wrong, at each field', () => {
    const result = schema.safeParse({ code: 'R 1', title: '', description: 'x'.repeat(4001), starts_on: '2026/10/23', extra: 1 });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['code', '届出番号に空白は使えません。'],
      ['title', '入力してください。'],
      ['description', '4000文字以内で入力してください。'],
      ['starts_on', '開始日は実在する日付を YYYY-MM-DD の形で入力してください。'],
      ['', expect.stringContaining('extra')],
    ]);
    expect(schema.safeParse({ ...valid, code: 'x'.repeat(41) }).error?.issues[0]!.message).toBe('40文字以内で入力してください。');
  });

  it('takes real calendar days only', () => {
    expect(['2026-10-23', '2028-02-29'].map(isCalendarDay)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-1-5', '20261023', ''].map(isCalendarDay)).toEqual([false, false, false, false, false]);
  });
});

describe('vehicle lists', () => {
  it('reads the repair state in the words a service sheet uses', () => {
    expect(['済', '済み', '実施済み', '改修済', '対策済み', '1', 'TRUE', 'yes', 'remedied', ' ｙｅｓ '].map(readRemedied)).toEqual(
      Array(10).fill(true),
    );
    expect(['', '0', 'false', 'no', '未', '未実施', '未改修', undefined].map(readRemedied)).toEqual(Array(8).fill(false));
    expect(['たぶん', '2', '済済'].map(readRemedied)).toEqual([undefined, undefined, undefined]);
  });

  it('reads CSV with a header, a BOM, tabs, quotes and blank lines; the last line of a vehicle wins', () => {
    expect(parseVehicleCsv('\uFEFFVIN,remedied\n"SALEA7AN4R2104815",1\r\n\n zvw30-1234567 \t\nSALEA7AN4R2104815,0', t)).toEqual({
      ok: true,
      vehicles: [
        { vin: 'ZVW30-1234567', remedied: false },
        { vin: 'SALEA7AN4R2104815', remedied: false },
      ],
    });
    expect(parseVehicleCsv('車台番号\nSALEA7AN4R2104815', t)).toEqual({
      ok: true,
      vehicles: [{ vin: 'SALEA7AN4R2104815', remedied: false }],
    });
  });

  it('refuses the whole list for one bad line, naming each bad line in Japanese', () => {
    expect(parseVehicleCsv('SALEA7AN4R2104815\nSALEA7AN4R210481\nSALEA7AN4R2104815,1,メモ\n', t)).toEqual({
      ok: false,
      problems: [
        { line: 2, message: '2行目：VINは17桁です（入力は16桁）。車検証の「車台番号」欄をご確認ください。' },
        { line: 3, message: '3行目：列が多すぎます（VINと改善状態の2列まで）。' },
      ],
    });
    expect(parseVehicleCsv(' \n\n', t)).toEqual({ ok: false, problems: [{ line: 0, message: 'VINが1件もありません。' }] });
  });

  it('lists the first twenty bad lines and counts the rest', () => {
    const result = parseVehicleCsv(Array.from({ length: 25 }, () => 'BAD').join('\n'), t);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(recallLimits.listedProblems + 1);
    expect(result.problems[19]!.line).toBe(20);
    expect(result.problems[20]).toEqual({ line: 0, message: 'ほか5行にも問題があります。' });
  });

  it('refuses more vehicles than one upload takes', () => {
    const many = Array.from({ length: recallLimits.vehiclesPerUpload + 1 }, () => ({ vin: 'SALEA7AN4R2104815' }));
    expect(checkVehicleList(many, t)).toEqual({ ok: false, problems: [{ line: 0, message: '一度に登録できるのは10000台までです。' }] });
    expect(checkVehicleList([{ vin: 'salea7an4r2104815', remedied: true }], t)).toEqual({
      ok: true,
      vehicles: [{ vin: 'SALEA7AN4R2104815', remedied: true }],
    });
  });
});

describe('recall status', () => {
  it('is affected while any campaign is open, remedied when all are done, not affected with none', () => {
    expect(recallStatus([{ remedied: true }, { remedied: false }])).toBe('affected');
    expect(recallStatus([{ remedied: true }, { remedied: true }])).toBe('remedied');
    expect(recallStatus([])).toBe('not_affected');
  });

  it('writes dates the Japanese way', () => {
    expect(formatRecallDay('2026-01-05')).toBe('2026年1月5日');
    expect(formatRecallDay('not a day')).toBe('not a day');
  });
});
