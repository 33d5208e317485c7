// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accordionTemplate } from '@/blocks/accordion/template';
import type { StoredContent } from '@/blocks/content-schema';
import { field } from '@/blocks/field-factories';
import { defineTemplate, type BlockTemplate } from '@/blocks/fields';
import { heroBannerTemplate } from '@/blocks/hero-banner/template';
import { BlockForm, type BlockFormProps } from './block-form.client';
import type { BlockFormLabels } from './block-form-labels';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const labels: BlockFormLabels = {
  required: '必須',
  translatable: '翻訳対象',
  counter: '{{count}} / {{max}}',
  none: '（指定なし）',
  groups: '項目',
  group: '項目 {{n}}',
  noGroups: '項目はまだありません。',
  addGroup: '項目を追加',
  maxGroups: '項目は{{max}}件まで追加できます。',
  removeItem: '{{item}}を削除',
  moveUp: '{{item}}を上へ移動',
  moveDown: '{{item}}を下へ移動',
  remove: '削除',
  up: '上へ',
  down: '下へ',
  added: '{{item}}を追加しました。',
  removed: '{{item}}を削除しました。',
  moved: '{{item}}を{{to}}番目に移動しました。',
  otherErrors: '次の問題を確認してください。',
  image: { choose: '画像を選択', remove: '削除', chosen: '画像ID: {{id}}', none: '画像は選択されていません。', alt: '代替テキスト' },
  altRequired: '代替テキストを入力してください。',
  link: {
    type: 'リンクの種類',
    url: 'URL',
    label: 'ボタンのテキスト',
    target: '開き方',
    buttonType: 'ボタンの種類',
    size: 'ボタンのサイズ',
    formId: 'フォームID',
    add: 'リンクを設定',
    clear: 'リンクを削除',
    types: { internal: 'サイト内', external: '外部サイト', file: 'ファイル', form: 'フォーム' },
    targets: { _self: '同じタブ', _blank: '新しいタブ' },
    buttonTypes: { primary: 'プライマリー', secondary: 'セカンダリー', tertiary: 'テキストリンク' },
    sizes: { medium: '標準', small: '小' },
  },
  links: { item: 'リンク {{n}}', add: 'リンクを追加', max: 'リンクは{{max}}件まで追加できます。', empty: 'リンクはまだありません。' },
  messages: {
    required: '入力してください',
    maxLength: '{{max}}文字以内で入力してください',
    json: 'JSONの形式が正しくありません',
    jsonShape: 'JSONのオブジェクトまたは配列を入力してください',
    url: 'URLの形式が正しくありません',
    number: '数値を入力してください',
    numberMin: '{{min}}以上の数値を入力してください',
    numberMax: '{{max}}以下の数値を入力してください',
    option: '選択肢から選んでください',
    icon: 'アイコン名は半角英小文字・数字・ハイフンで入力してください',
    maxItems: '{{max}}件以内にしてください',
    unknownField: 'このブロックにない項目です',
    invalid: '入力内容を確認してください',
  },
};

/** One field of each of the twelve kinds, and a group with a Json field (it keeps its own text). */
const kindsTemplate = defineTemplate({
  key: 'kinds',
  name: 'Kinds',
  description: '',
  short_description: '',
  group: 'Test',
  list_priority: 0,
  thumbnail_url: '',
  max_field_groups: 3,
  fields: [
    field.string('title', 'Title', { required: true, max_length: 10, help: '見出しに使われます。' }),
    field.text('body', 'Body'),
    { name: 'data', kind: 'Markdown', language: 'json', label: 'Data' },
    field.number('count', 'Count', { min: 1, max: 3 }),
    field.bool('wide', 'Wide', false),
    field.select('align', 'Align', ['left', 'center'], 'left'),
    field.image('image', 'Image', 'standard'),
    field.link('cta', 'CTA'),
    field.links('buttons', 'Buttons', 2),
    { name: 'icon', kind: 'Icon', label: 'Icon' },
    { name: 'config', kind: 'Json', label: 'Config' },
    field.separator('layout_separator', 'Layout'),
  ],
  field_groups_template: [field.string('name', 'Name'), { name: 'extra', kind: 'Json', label: 'Extra' }],
});

let root: Root | undefined;
let changes: StoredContent[];

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

type RenderProps = Partial<Omit<BlockFormProps, 'value' | 'onChange' | 'labels'>> & { template: BlockTemplate; value: StoredContent };

/** The editor holds the content; the form only proposes changes. */
function Editor({ value: initial, errors, ...props }: RenderProps) {
  const [value, setValue] = useState(initial);
  return (
    <BlockForm
      idPrefix="block-1"
      labels={labels}
      {...props}
      // A new but equal list on every render, as a parent that derives it would pass.
      errors={errors?.map((e) => ({ ...e }))}
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

async function render(props: RenderProps) {
  changes = [];
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root!.render(<Editor {...props} />));
}
const last = () => changes.at(-1)!;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The control a visible <label> names, searched inside `scope` (a fieldset, by default the page). */
function byLabel(text: string, scope: ParentNode = document): Control {
  const label = [...scope.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  if (!label) throw new Error(`No label "${text}"`);
  return document.getElementById(label.htmlFor) as Control;
}
function group(legend: string): HTMLFieldSetElement {
  const found = [...document.querySelectorAll('fieldset')].find((f) =>
    f.querySelector(':scope > legend')?.textContent?.trim().startsWith(legend),
  );
  if (!found) throw new Error(`No fieldset "${legend}"`);
  return found;
}
function button(name: string, scope: ParentNode = document): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}
/** What a screen reader reads after the name: the texts aria-describedby points at. */
const description = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `<missing ${id}>`)
    .join(' | ');

async function type(el: Control, text: string) {
  const proto =
    el instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : el instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, text);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
async function click(el: HTMLElement) {
  await act(async () => el.click());
}

const heroContent = (): StoredContent => ({ fields: { title: 'ようこそ', image: { id: 7, alt: '海辺の車' } }, field_groups: [] });
const accordion = (...titles: string[]): StoredContent => ({
  fields: {},
  field_groups: titles.map((title) => ({ title, is_open: false })),
});

describe('BlockForm with the hero banner template', () => {
  it('sends the whole content with the new text as the editor types', async () => {
    await render({ template: heroBannerTemplate, value: heroContent() });
    await type(byLabel('Title'), 'ようこそ、新型へ');
    expect(last()).toEqual({ fields: { title: 'ようこそ、新型へ', image: { id: 7, alt: '海辺の車' } }, field_groups: [] });
    expect(byLabel('Title').value).toBe('ようこそ、新型へ');
  });

  it('counts characters against the limit and marks the field when over', async () => {
    await render({ template: heroBannerTemplate, value: heroContent() });
    const title = byLabel('Title');
    expect(description(title)).toContain('4 / 120');
    const counter = document.getElementById(`${title.id}-counter`)!;
    const normal = counter.className;
    await type(title, 'あ'.repeat(121));
    expect(counter.textContent).toBe('121 / 120');
    expect(counter.className).not.toBe(normal);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(description(title)).toContain('120文字以内で入力してください');
  });

  it('says a required field emptied must be filled in, in Japanese, and marks it invalid', async () => {
    await render({ template: heroBannerTemplate, value: { fields: { title: 'ようこそ' }, field_groups: [] } });
    // Fields the editor has not touched yet are not reproached (the image is missing too).
    expect(document.body.textContent).not.toContain('入力してください');
    const title = byLabel('Title');
    await type(title, '');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(description(title)).toContain('入力してください');
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    await type(title, 'a');
    expect(title.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows 必須 and 翻訳対象 beside labels and links help text', async () => {
    await render({ template: kindsTemplate, value: { fields: { title: 'x' }, field_groups: [] } });
    const title = byLabel('Title');
    const row = title.closest('div')!.parentElement!;
    expect(row.textContent).toContain('必須');
    expect(description(title)).toContain('翻訳対象');
    expect(description(title)).toContain('見出しに使われます。');
    expect(title.getAttribute('aria-required')).toBe('true');
    expect(byLabel('Count').hasAttribute('aria-required')).toBe(false);
  });
});

describe('BlockForm field groups (accordion)', () => {
  it('adds groups up to the maximum, then disables adding and says why', async () => {
    await render({ template: accordionTemplate, value: accordion(...Array.from({ length: 28 }, (_, i) => `Q${i + 1}`)) });
    const add = button('項目を追加');
    await click(add);
    expect(last().field_groups).toHaveLength(29);
    // A new group stores its template's defaults, and keyboard focus moves into it.
    expect(last().field_groups[28]).toEqual({ is_open: false });
    expect(document.activeElement).toBe(byLabel('Item title', group('項目 29')));
    // Its empty required title is not reproached before the editor has typed in it.
    expect(byLabel('Item title', group('項目 29')).hasAttribute('aria-invalid')).toBe(false);
    expect(add.disabled).toBe(false);
    await click(add);
    expect(last().field_groups).toHaveLength(30);
    expect(add.disabled).toBe(true);
    expect(description(add)).toBe('項目は30件まで追加できます。');
    expect(group('項目 30')).toBeTruthy();
  });

  it('moves and removes groups, keeping focus on the moved group and saying what happened', async () => {
    await render({ template: accordionTemplate, value: accordion('A', 'B', 'C') });
    const titles = () =>
      [1, 2, 3].flatMap((n) => (document.getElementById(`block-1-field_groups-${n - 1}-title`) as HTMLInputElement | null)?.value ?? []);
    expect(button('項目 1を上へ移動').disabled).toBe(true);
    expect(button('項目 3を下へ移動').disabled).toBe(true);

    await click(button('項目 1を下へ移動'));
    expect(last().field_groups.map((g) => g.title)).toEqual(['B', 'A', 'C']);
    expect(titles()).toEqual(['B', 'A', 'C']);
    expect(document.activeElement).toBe(button('項目 2を下へ移動'));
    expect(document.querySelector('[role="status"]')!.textContent).toBe('項目 1を2番目に移動しました。');

    await click(button('項目 3を上へ移動'));
    expect(titles()).toEqual(['B', 'C', 'A']);

    await click(button('項目 1を削除'));
    expect(last().field_groups.map((g) => g.title)).toEqual(['C', 'A']);
    expect(titles()).toEqual(['C', 'A']);
    expect(document.querySelector('[role="status"]')!.textContent).toBe('項目 1を削除しました。');
    expect(group('項目 1').contains(document.activeElement)).toBe(true);
  });

  it('shows a server error next to the field its pointer names, until that field is edited', async () => {
    const errors = [
      { pointer: 'field_groups.1.title', detail: '同じ見出しが既にあります' },
      { pointer: 'fields.ghost', detail: 'Unknown field' },
    ];
    await render({ template: accordionTemplate, value: accordion('A', 'A'), errors });
    const first = byLabel('Item title', group('項目 1'));
    const second = byLabel('Item title', group('項目 2'));
    expect(first.hasAttribute('aria-invalid')).toBe(false);
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(description(second)).toContain('同じ見出しが既にあります');
    // A pointer no field shows is listed, not lost.
    expect(document.querySelector('[role="alert"]')!.textContent).toContain('fields.ghost: Unknown field');

    // The error follows its group when the groups are reordered.
    await click(button('項目 2を上へ移動'));
    expect(description(byLabel('Item title', group('項目 1')))).toContain('同じ見出しが既にあります');

    await type(byLabel('Item title', group('項目 1')), 'B');
    expect(byLabel('Item title', group('項目 1')).hasAttribute('aria-invalid')).toBe(false);
    expect(document.body.textContent).not.toContain('同じ見出しが既にあります');
  });
});

describe('BlockForm, one field of each kind', () => {
  const empty = (): StoredContent => ({ fields: { title: 'x' }, field_groups: [] });

  it('edits Text, Bool and Select, with the template’s option labels', async () => {
    await render({ template: kindsTemplate, value: empty() });
    expect(byLabel('Body').tagName).toBe('TEXTAREA');
    await type(byLabel('Body'), '本文です');
    await click(byLabel('Wide') as HTMLInputElement);
    const align = byLabel('Align') as HTMLSelectElement;
    expect([...align.options].map((o) => o.textContent)).toEqual(['left', 'center']);
    expect(align.value).toBe('left');
    await type(align, 'center');
    expect(last().fields).toEqual({ title: 'x', body: '本文です', wide: true, align: 'center' });
  });

  it('shows the JSON error of a Markdown field as the editor types', async () => {
    await render({ template: kindsTemplate, value: empty() });
    const data = byLabel('Data');
    await type(data, '{"a":');
    expect(data.getAttribute('aria-invalid')).toBe('true');
    expect(description(data)).toContain('JSONの形式が正しくありません');
    await type(data, '{"a": 1}');
    expect(data.hasAttribute('aria-invalid')).toBe(false);
  });

  it('keeps a Number within its bounds and leaves it out when emptied', async () => {
    await render({ template: kindsTemplate, value: empty() });
    const count = byLabel('Count') as HTMLInputElement;
    expect([count.type, count.min, count.max]).toEqual(['number', '1', '3']);
    await type(count, '5');
    expect(last().fields.count).toBe(5);
    expect(description(count)).toContain('3以下の数値を入力してください');
    await type(count, '');
    expect(last().fields).not.toHaveProperty('count');
    expect(count.hasAttribute('aria-invalid')).toBe(false);
  });

  it('keeps invalid Json text as typed, with an error, and stores it only once it parses', async () => {
    await render({ template: kindsTemplate, value: { fields: { title: 'x', config: { a: 1 } }, field_groups: [] } });
    const config = byLabel('Config') as HTMLTextAreaElement;
    expect(config.value).toBe('{\n  "a": 1\n}');
    await type(config, '{"a": 2,');
    expect(config.value).toBe('{"a": 2,');
    expect(config.getAttribute('aria-invalid')).toBe('true');
    expect(description(config)).toContain('JSONの形式が正しくありません');
    expect(changes).toHaveLength(0);
    await type(config, '{"a": 2, "b": [true]}');
    expect(last().fields.config).toEqual({ a: 2, b: [true] });
    expect(config.hasAttribute('aria-invalid')).toBe(false);
  });

  it('moves a group’s unparsed Json text with the group', async () => {
    await render({ template: kindsTemplate, value: { fields: { title: 'x' }, field_groups: [{ name: 'one' }, { name: 'two' }] } });
    await type(byLabel('Extra', group('項目 1')), '[1, 2');
    await click(button('項目 1を下へ移動'));
    expect((byLabel('Extra', group('項目 2')) as HTMLTextAreaElement).value).toBe('[1, 2');
    expect((byLabel('Extra', group('項目 1')) as HTMLTextAreaElement).value).toBe('');
    expect((byLabel('Name', group('項目 2')) as HTMLInputElement).value).toBe('one');
  });

  it('picks an image, asks for its alt text, and removes it', async () => {
    const onPickImage = vi.fn(async () => ({ id: 42 }));
    await render({ template: kindsTemplate, value: empty(), onPickImage });
    const image = group('Image');
    expect(image.textContent).toContain('画像は選択されていません。');
    await click(button('画像を選択', image));
    expect(onPickImage).toHaveBeenCalledWith(null);
    expect(last().fields.image).toEqual({ id: 42, alt: '' });
    expect(image.textContent).toContain('画像ID: 42');
    const alt = byLabel('代替テキスト', image);
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(description(alt)).toBe('代替テキストを入力してください。');
    await type(alt, '赤いSUV');
    expect(last().fields.image).toEqual({ id: 42, alt: '赤いSUV' });
    expect(alt.hasAttribute('aria-invalid')).toBe(false);
    await click(button('削除', image));
    expect(last().fields.image).toBeNull();
    expect(image.textContent).toContain('画像は選択されていません。');
  });

  it('keeps the image when the picker is closed without a choice', async () => {
    const onPickImage = vi.fn(async () => null);
    await render({
      template: kindsTemplate,
      value: { fields: { title: 'x', image: { id: 3, alt: '車' } }, field_groups: [] },
      onPickImage,
    });
    await click(button('画像を選択', group('Image')));
    expect(onPickImage).toHaveBeenCalledWith({ id: 3, alt: '車' });
    expect(changes).toHaveLength(0);
  });

  it('sets a Link with its parts and shows a URL error next to the URL', async () => {
    await render({ template: kindsTemplate, value: empty() });
    const cta = group('CTA');
    await click(button('リンクを設定', cta));
    expect(last().fields.cta).toEqual({ type: 'internal', target: '_self', button_type: 'primary', size: 'medium' });
    expect([...(byLabel('リンクの種類', cta) as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'internal',
      'external',
      'file',
      'form',
    ]);
    await type(byLabel('リンクの種類', cta), 'external');
    await type(byLabel('ボタンのテキスト', cta), '詳しく見る');
    const url = byLabel('URL', cta);
    await type(url, 'javascript:alert(1)');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(description(url)).toBe('URLの形式が正しくありません');
    await type(url, 'https://example.jp/');
    expect(url.hasAttribute('aria-invalid')).toBe(false);
    await type(byLabel('ボタンの種類', cta), 'tertiary');
    expect(last().fields.cta).toEqual({
      type: 'external',
      url: 'https://example.jp/',
      label: '詳しく見る',
      target: '_self',
      button_type: 'tertiary',
      size: 'small',
    });
    await click(button('リンクを削除', cta));
    expect(last().fields.cta).toBeNull();
  });

  it('adds links up to the maximum, reorders and removes them', async () => {
    await render({ template: kindsTemplate, value: empty() });
    const buttons = group('Buttons');
    const add = button('リンクを追加', buttons);
    await click(add);
    await type(byLabel('ボタンのテキスト', group('リンク 1')), '一つ目');
    await click(add);
    expect(add.disabled).toBe(true);
    expect(description(add)).toBe('リンクは2件まで追加できます。');
    await type(byLabel('ボタンのテキスト', group('リンク 2')), '二つ目');
    await click(button('リンク 2を上へ移動', buttons));
    expect((last().fields.buttons as { label: string }[]).map((l) => l.label)).toEqual(['二つ目', '一つ目']);
    expect(document.activeElement).toBe(button('リンク 1を下へ移動', buttons));
    await click(button('リンク 1を削除', buttons));
    expect((last().fields.buttons as { label: string }[]).map((l) => l.label)).toEqual(['一つ目']);
    expect(add.disabled).toBe(false);
  });

  it('checks icon names and draws a separator without an input', async () => {
    await render({ template: kindsTemplate, value: empty() });
    const icon = byLabel('Icon') as HTMLInputElement;
    expect(icon.pattern).toBe('[a-z0-9-]*');
    await type(icon, 'Arrow Right');
    expect(description(icon)).toContain('アイコン名は半角英小文字・数字・ハイフンで入力してください');
    await type(icon, 'arrow-right');
    expect(last().fields.icon).toBe('arrow-right');
    expect(icon.hasAttribute('aria-invalid')).toBe(false);
    const separator = document.querySelector('hr')!.parentElement!;
    expect(separator.textContent).toBe('Layout');
    expect(separator.querySelector('input, select, textarea')).toBeNull();
  });

  it('gives every control an accessible name, with every kind on screen', async () => {
    await render({
      template: kindsTemplate,
      value: {
        fields: { title: 'x', image: { id: 1, alt: 'a' }, cta: { type: 'form', form_id: 'f1' }, buttons: [{}, {}], config: [] },
        field_groups: [{ name: 'n' }],
      },
      onPickImage: async () => null,
    });
    const controls = [...document.querySelectorAll<HTMLElement>('input, select, textarea, button')];
    expect(controls.length).toBeGreaterThan(40);
    const nameOf = (el: HTMLElement) =>
      el.getAttribute('aria-label') ??
      (el instanceof HTMLButtonElement ? el.textContent : document.querySelector(`label[for="${el.id}"]`)?.textContent) ??
      '';
    for (const control of controls) expect(nameOf(control).trim(), control.outerHTML).not.toBe('');
    // ids are unique, so each label names one control only.
    const ids = controls.map((c) => c.id).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
    expect(byLabel('フォームID', group('CTA')).value).toBe('f1');
  });
});
