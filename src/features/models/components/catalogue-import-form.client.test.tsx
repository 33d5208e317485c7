// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueImportState } from '../catalogue-upload';
import { CatalogueImportForm } from './catalogue-import-form.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const labels = {
  legend: 'カタログ文書（JSON）を取り込む',
  file: 'JSONファイル',
  fileHelp: '8MBまで',
  json: 'またはJSONを貼り付け',
  jsonHelp: '6つの一覧',
  submit: '取り込む',
  importing: '取り込み中…',
  pointer: '場所',
  reason: '理由',
};

let root: Root;
let host: HTMLDivElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

async function submit(json: string) {
  const textarea = host.querySelector('textarea')!;
  textarea.value = json;
  await act(async () => host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
}

describe('the catalogue import form', () => {
  it('labels its file and text controls and the submit button', () => {
    act(() => root.render(<CatalogueImportForm action={async () => ({})} labels={labels} />));
    expect(host.querySelector('legend')?.textContent).toBe(labels.legend);
    expect(host.querySelector('label[for="catalogue-file"]')?.textContent).toBe('JSONファイル');
    expect(host.querySelector('#catalogue-file')?.getAttribute('accept')).toContain('.json');
    expect(host.querySelector('#catalogue-json')?.getAttribute('aria-describedby')).toBe('catalogue-json-help');
    expect(host.querySelector('button[type="submit"]')?.textContent).toBe('取り込む');
  });

  it('shows a refusal as an alert with each problem at its pointer, keeping the typed JSON', async () => {
    const refused: CatalogueImportState = {
      error: '取り込みませんでした。',
      problems: [{ pointer: 'derivatives.1.engine_key', detail: 'エンジン「d250」がありません' }],
      text: '{"brands":[]}',
    };
    const action = vi.fn(async (_state: CatalogueImportState, form: FormData) => ({ ...refused, text: String(form.get('json')) }));
    act(() => root.render(<CatalogueImportForm action={action} labels={labels} />));
    await submit('{"brands":[]}');
    expect(action).toHaveBeenCalledOnce();
    const alert = host.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('取り込みませんでした。');
    expect([...alert.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual([
      'derivatives.1.engine_key',
      'エンジン「d250」がありません',
    ]);
    expect(host.querySelector('textarea')!.value).toBe('{"brands":[]}');
  });

  it('announces a successful import', async () => {
    act(() => root.render(<CatalogueImportForm action={async () => ({ ok: '取り込みました' })} labels={labels} />));
    await submit('{}');
    expect(host.querySelector('[role="status"]')?.textContent).toBe('取り込みました');
    expect(host.querySelector('[role="alert"]')).toBeNull();
  });
});
