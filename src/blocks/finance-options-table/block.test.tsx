import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';
import { cellOf } from './cells';

const texts = (root: Element, selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent?.trim());

function saveProblems(
  fields: Record<string, unknown>,
  field_groups: Record<string, unknown>[] = [{ label: '頭金', value_1: '0円から' }],
): [string, string][] {
  try {
    validateBlockContent('finance_options_table', { fields: { column_1: '残価設定ローン', ...fields }, field_groups });
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.errors.map((e) => [e.pointer.replace('content.', ''), e.detail]);
  }
}

describe('finance options table', () => {
  it('renders its default content as a table: products as column headings, points as row headings, the recommended one marked', async () => {
    const section = await renderBlockSection('finance_options_table');
    expect(section.querySelector('h2')!.textContent).toBe('お支払い方法を比べる');
    const region = section.querySelector('[role="region"]')!;
    expect(region.getAttribute('aria-label')).toBe('お支払い方法を比べる（横にスクロールできます）');
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = region.querySelector('table')!;
    expect(table.querySelector('caption')!.textContent).toBe('お支払い方法を比べる');
    expect(table.querySelector('caption')!.className).toBe('visually-hidden');
    expect(texts(table, 'thead th')).toEqual(['比較項目', 'おすすめ残価設定ローン', '通常ローン', '個人リース']);
    expect([...table.querySelectorAll('thead th')].map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col', 'col']);
    expect(texts(table, 'tbody th')).toEqual([
      '月々のお支払い',
      '頭金',
      '契約期間',
      '走行距離の制限',
      'ボーナス払い',
      '繰り上げ返済',
      '契約満了時',
      '車の名義',
    ]);
    const row = (label: string) => [...table.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')!.textContent === label)!;
    // Symbols are drawn for the eye and said in words.
    expect(texts(row('ボーナス払い'), 'td')).toEqual(['○あり', '○あり', '×なし']);
    expect(texts(row('ボーナス払い'), 'td [aria-hidden="true"]')).toEqual(['○', '○', '×']);
    expect(texts(row('走行距離の制限'), 'td')).toEqual(['○あり（契約期間全体で120,000km）', '×なし', '○あり（月1,500km）']);
    expect(texts(row('契約満了時'), 'td')[1]).toBe('—該当なし');
    // The highlighted product's cells are marked down the column.
    expect([...row('頭金').querySelectorAll('td')].map((td) => td.hasAttribute('data-highlight'))).toEqual([true, false, false]);
    expect(section.querySelector('a')!.textContent).toBe('見積もりを依頼する');
    expect(texts(section, 'p').at(-1)).toMatch(/^○：あり/);
  });

  it('shows only columns with a heading, its own caption and badge, and nothing without a column', async () => {
    const section = await renderBlockSection('finance_options_table', {
      fields: {
        title: '',
        column_2: '',
        column_4: 'ローン（特別金利）',
        caption: 'プランの比較',
        highlight_column: '4',
        highlight_label: '期間限定',
      },
      groups: [{ label: '金利', value_1: '2.9%', value_2: '隠れる値', value_3: '', value_4: '1.9%' }],
    });
    expect(section.querySelector('h2')).toBeNull();
    expect(section.querySelector('caption')!.textContent).toBe('プランの比較');
    expect(section.querySelector('caption')!.className).not.toBe('visually-hidden');
    expect(texts(section, 'thead th')).toEqual(['比較項目', '残価設定ローン', '個人リース', '期間限定ローン（特別金利）']);
    expect(texts(section, 'tbody td')).toEqual(['2.9%', '—該当なし', '1.9%']);
    const empty = await renderBlockSection('finance_options_table', { fields: { column_1: '', column_2: '', column_3: '' } });
    expect(empty.querySelector('table')).toBeNull();
    expect(empty.querySelector('[data-finance-table-empty]')!.hasAttribute('hidden')).toBe(true);
  });

  it('reads ○ × △ and — alone or before a text, in full width or not, and leaves other texts as they are', () => {
    expect(cellOf('○')).toEqual({ symbol: { mark: '○', meaning: 'yes' }, text: '' });
    expect(cellOf('◯（3年間）')).toEqual({ symbol: { mark: '○', meaning: 'yes' }, text: '（3年間）' });
    expect(cellOf(' ✕ ')).toEqual({ symbol: { mark: '×', meaning: 'no' }, text: '' });
    expect(cellOf('△ 一括返済のみ')).toEqual({ symbol: { mark: '△', meaning: 'partly' }, text: '一括返済のみ' });
    expect(cellOf('－')).toEqual({ symbol: { mark: '—', meaning: 'none' }, text: '' });
    expect(cellOf('')).toEqual({ symbol: { mark: '—', meaning: 'none' }, text: '' });
    expect(cellOf(undefined)).toEqual({ symbol: { mark: '—', meaning: 'none' }, text: '' });
    expect(cellOf('0円から')).toEqual({ text: '0円から' });
    expect(cellOf('ボーナス払い可')).toEqual({ text: 'ボーナス払い可' });
  });

  it('refuses on save a table without columns, a highlight on no column and a value under no heading', () => {
    expect(saveProblems({})).toEqual([]);
    expect(saveProblems({ column_1: '' })).toEqual([
      ['fields.column_1', '列見出し（column_1〜column_4）を少なくとも1つ入力してください。'],
      ['field_groups.0.value_1', '1行目：1列目に見出しがないため、この値は表示されません。'],
    ]);
    expect(saveProblems({ highlight_column: '3' })).toEqual([
      ['fields.highlight_column', '強調する列（3列目）に見出しがありません。見出しのある列を選んでください。'],
    ]);
    expect(saveProblems({ column_2: 'リース' }, [{ label: '頭金', value_2: '不要', value_4: '0円' }])).toEqual([
      ['field_groups.0.value_4', '1行目：4列目に見出しがないため、この値は表示されません。'],
    ]);
  });
});
