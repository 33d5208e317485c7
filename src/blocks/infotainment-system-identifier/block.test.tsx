import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { identifierTexts } from './block';

const content = blockRegistry.infotainment_system_identifier.defaultContent;
const saveWithTitle = (selected_vehicle_title: string) =>
  blockRegistry.infotainment_system_identifier.schemas.save.safeParse({
    ...content,
    fields: { ...content.fields, selected_vehicle_title },
  });

describe('infotainment system identifier', () => {
  it('renders every vehicle’s panel under its own title, none chosen yet, and the button that opens the choice', async () => {
    const section = await renderBlockSection('infotainment_system_identifier');
    expect(section.querySelector('h2')!.textContent).toBe('お乗りのお車のインフォテインメントシステム');
    const choose = section.querySelector('button')!;
    expect([choose.textContent, choose.getAttribute('aria-haspopup')]).toEqual(['お乗りのお車を選ぶ', 'dialog']);
    const titles = [...section.querySelectorAll('h3')].map((h) => h.textContent);
    expect(titles).toEqual([
      'ディフェンダー（2020年モデル以降）のインフォテインメントシステム',
      'ディスカバリー スポーツ（2021年モデル以降）のインフォテインメントシステム',
      'ディスカバリー スポーツ（2020年モデルまで）のインフォテインメントシステム',
      'レンジローバー（2021年モデル以降）のインフォテインメントシステム',
      'レンジローバー（2018〜2020年モデル）のインフォテインメントシステム',
    ]);
    expect(section.querySelectorAll('[data-shown]')).toHaveLength(0);
    expect(section.textContent).toContain('搭載システムTouch Pro Duo');
    expect(section.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it('refuses to save a selected-vehicle title without its {vehicle} placeholder, or with two, at the title', () => {
    expect(saveWithTitle('{vehicle}のシステム').success).toBe(true);
    expect(saveWithTitle('お乗りのお車のシステム').error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fields.selected_vehicle_title', '選択した車種のタイトルには、車種名が入る {vehicle} を残してください。'],
    ]);
    expect(saveWithTitle('{vehicle}と{vehicle}').error?.issues.map((i) => i.message)).toEqual([
      '選択した車種のタイトルの {vehicle} は1つだけにしてください。',
    ]);
    // A near miss is no placeholder.
    expect(saveWithTitle('{vehicles}の').success).toBe(false);
  });

  it('allows at most 30 vehicles', () => {
    expect(blockRegistry.infotainment_system_identifier.template.max_field_groups).toBe(30);
  });

  it('words its controls in Japanese by default, or as the editor sets them', () => {
    expect(identifierTexts({}, getT('ja'))).toMatchObject({ choose: 'お乗りのお車を選ぶ', change: '車種を変更', confirm: '表示する' });
    expect(identifierTexts({ change_label: '選び直す', modal_title: '車種は？' }, getT('ja'))).toMatchObject({
      change: '選び直す',
      modalTitle: '車種は？',
    });
  });
});
