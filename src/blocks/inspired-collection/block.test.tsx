import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';

const images = { image_1: { id: 101301 }, image_2: { id: 101327 }, image_3: { id: 101303 }, image_4: { id: 101304 } };

/** The save check's messages, each with the field it is about. */
function saveProblems(fields: Record<string, unknown>): [string, string][] {
  try {
    validateBlockContent('inspired_collection', { fields: { ...images, ...fields } });
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.errors.map((e) => [e.pointer.replace('content.fields.', ''), e.detail]);
  }
}

describe('inspired collection', () => {
  it('renders its default content: heading, four images, and the collection behind a button', async () => {
    const section = await renderBlockSection('inspired_collection');
    expect(section.querySelector('h2')!.textContent).toBe('インスパイアード・コレクション');
    expect(section.querySelector('p')!.textContent).toBe('旅の記憶から生まれた、上質なアクセサリーとライフスタイルアイテム。');
    const mosaic = [...section.querySelectorAll('ul > li img')];
    expect(mosaic.map((img) => img.getAttribute('alt'))).toEqual([
      '夕暮れの海岸線を走るSUV',
      '霧の中の林道',
      'ディフェンダー',
      'ディスカバリー',
    ]);
    expect(mosaic.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);

    // Without JavaScript (and before the island hydrates) the button opens the details in place.
    const details = section.querySelector('details')!;
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('コレクションを詳しく見る');
    const title = details.querySelector('h2')!;
    expect([title.textContent, title.id]).toEqual(['コレクションのご紹介', 'inspired-collection-7-title']);
    expect([...details.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['旅を彩るトラベルギア', 'アウトドアのための装備']);
    expect([...details.querySelectorAll('[data-count] img')].map((img) => img.getAttribute('alt'))).toEqual([
      '夕暮れの海岸線を走るSUV',
      '霧の中の林道',
      'ディフェンダー',
      'ディスカバリー',
    ]);

    const table = details.querySelector('table')!;
    expect(table.querySelector('caption')!.textContent).toBe('コレクションのアイテムと価格（税込）');
    expect([...table.querySelectorAll('thead th')].map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['アイテム', 'col'],
      ['価格（税込）', 'col'],
    ]);
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows.map((tr) => [tr.querySelector('th[scope="row"]')!.textContent, tr.querySelector('td')!.textContent])).toEqual([
      ['レザー ウィークエンドバッグ', '88,000円'],
      ['ルーフキャリア', '165,000円'],
      ['サイクルキャリア（ルーフ取付）', '49,500円'],
    ]);
  });

  it('renders the maximal content: eight rows of four images and a table of six columns and fifty rows', async () => {
    const modal_image_rows = Array.from({ length: 8 }, (_, i) => ({ images: [4, 3, 2, 1], title: `行${i + 1}`, text: `説明${i + 1}` }));
    const columns = ['名称', '品番', 'サイズ', '素材', '色', '価格'];
    const rows = Array.from({ length: 50 }, (_, r) => columns.map((_, c) => (c === 5 ? 1000 * (r + 1) : `${r + 1}-${c + 1}`)));
    const fields = { modal_image_rows, modal_table: { columns, rows }, modal_button_label: 'アイテム一覧', modal_title: '' };
    expect(saveProblems(fields)).toEqual([]);
    const section = await renderBlockSection('inspired_collection', { fields });
    const details = section.querySelector('details')!;
    expect(details.querySelector('summary')!.textContent).toBe('アイテム一覧');
    expect(details.querySelectorAll('[data-count="4"]')).toHaveLength(8);
    expect(details.querySelectorAll('[data-count="4"] img')).toHaveLength(32);
    // No modal title: the rows' titles stay under the modal's own level.
    expect([...details.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(modal_image_rows.map((r) => r.title));
    expect(details.querySelector('table caption')).toBeNull();
    expect(details.querySelectorAll('thead th')).toHaveLength(6);
    const last = details.querySelectorAll('tbody tr')[49]!;
    expect([...last.children].map((cell) => cell.textContent)).toEqual(['50-1', '50-2', '50-3', '50-4', '50-5', '50000']);
  });

  it('has no button when there is nothing to show in the modal', async () => {
    const section = await renderBlockSection('inspired_collection', { fields: { modal_image_rows: [], modal_table: {} } });
    expect(section.querySelector('details')).toBeNull();
    expect(section.querySelector('button')).toBeNull();
    expect(section.querySelectorAll('img')).toHaveLength(4);
  });

  it('refuses image rows and tables that do not fit on save, saying in Japanese what to fix', () => {
    expect(saveProblems({ modal_image_rows: {} })).toEqual([
      ['modal_image_rows', '画像の行は [{ "images": [1, 2], "title": "見出し", "text": "説明" }] の形の配列で入力してください。'],
    ]);
    expect(saveProblems({ modal_image_rows: [{ images: [1] }, { images: [5], caption: 'x' }] })).toEqual([
      ['modal_image_rows', '2行目：images には表示する画像の番号（1〜4）を1〜4個、[1, 2] のように入力してください。'],
      ['modal_image_rows', '2行目：使えない項目があります：caption（使えるのは images、title、text です）。'],
    ]);
    expect(saveProblems({ modal_image_rows: Array.from({ length: 9 }, () => ({ images: [1] })) })).toEqual([
      ['modal_image_rows', '画像の行は8行までです。'],
    ]);
    expect(saveProblems({ modal_table: { columns: ['A', 'B'], rows: [['a', 'b'], ['c']] } })).toEqual([
      ['modal_table', '表の2行目：セルの数を列見出しの数（2）と同じにしてください。'],
    ]);
    expect(saveProblems({ modal_table: { columns: [], rows: [[{}]], note: 1 } })).toEqual([
      ['modal_table', '列見出し（columns）を1〜6個、それぞれ80文字以内で入力してください。'],
      ['modal_table', '表の1行目：セルは200文字以内の文字列か数値で、["…", "…"] のように入力してください。'],
      ['modal_table', '表に使えない項目があります：note（使えるのは caption、columns、rows です）。'],
    ]);
    expect(saveProblems({ modal_table: [] })).toEqual([
      [
        'modal_table',
        '表は { "caption": "表の説明", "columns": ["列見出し"], "rows": [["セル"]] } の形で入力してください（表がないときは {}）。',
      ],
    ]);
  });
});
