import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { importText, parseImportJson, refusedImport } from './catalogue-upload';

const form = (entries: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};
const messages = { notJson: 'JSONではありません', unsafe: '危険な文書です' };

describe('the import form’s document', () => {
  it('takes a chosen file over the text area, and keeps what was typed', async () => {
    const file = new File(['{"from":"file"}'], 'catalogue.json', { type: 'application/json' });
    expect(await importText(form({ file, json: '{"from":"typed"}' }))).toEqual({
      ok: true,
      text: '{"from":"file"}',
      typed: '{"from":"typed"}',
    });
  });

  it('takes the text area when no file was chosen (browsers send an empty file)', async () => {
    const empty = new File([], '', { type: 'application/octet-stream' });
    expect(await importText(form({ file: empty, json: ' {"a":1} ' }))).toEqual({ ok: true, text: ' {"a":1} ', typed: ' {"a":1} ' });
  });

  it('says when nothing was sent, or too much', async () => {
    expect(await importText(form({ json: '   ' }))).toEqual({ ok: false, reason: 'empty' });
    expect(await importText(new FormData())).toEqual({ ok: false, reason: 'empty' });
    const huge = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'huge.json');
    expect(await importText(form({ file: huge }))).toEqual({ ok: false, reason: 'too_large' });
  });

  it('parses JSON safely, telling broken syntax from refused content', () => {
    expect(parseImportJson('{"brands":[]}', messages)).toEqual({ ok: true, value: { brands: [] } });
    expect(parseImportJson('{"brands":[', messages)).toEqual({ ok: false, error: 'JSONではありません' });
    expect(parseImportJson('{"__proto__":{}}', messages)).toEqual({ ok: false, error: '危険な文書です' });
    expect(parseImportJson('['.repeat(20) + ']'.repeat(20), messages)).toEqual({ ok: false, error: '危険な文書です' });
  });

  it('shows the pointers of a refused import, and nothing for other failures', () => {
    const errors = [{ pointer: 'derivatives.0.engine_key', detail: 'エンジン「x」がありません' }];
    expect(refusedImport(new AppError('VALIDATION_FAILED', 'invalid', errors))).toEqual(errors);
    expect(refusedImport(new AppError('FORBIDDEN', 'no'))).toBeNull();
    expect(refusedImport(new Error('boom'))).toBeNull();
  });
});
