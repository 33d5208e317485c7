import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';

const { save } = blockRegistry.defender_quiz.schemas;
const defaults = blockRegistry.defender_quiz.defaultContent;
const issues = (fields: Record<string, unknown>, field_groups = defaults.field_groups as Record<string, unknown>[]) =>
  save.safeParse({ fields: { ...defaults.fields, ...fields }, field_groups }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('Defender quiz save rules', () => {
  it('accepts its default content', () => {
    expect(issues({})).toEqual([]);
  });

  it('wants the video and the pictures document at addresses the page can use', () => {
    expect(issues({ welcome_video: '//evil.example/v.mp4', images_data_url: '/demo/../.env' })).toEqual([
      ['fields.welcome_video', '動画のアドレスは、サイト内のパス（/で始まる）またはhttps://で始まるURLで入力してください。'],
      [
        'fields.images_data_url',
        '画像データのアドレスは、サイト内の.jsonファイルのパス（/で始まる）またはhttps://で始まるURLで入力してください。',
      ],
    ]);
    expect(
      issues({ welcome_video: 'https://www.youtube.com/watch?v=abcdefghijk', images_data_url: 'https://cdn.example.jp/q.json' }),
    ).toEqual([]);
  });

  it('wants each step’s answers one per line, as many as the step has, or none', () => {
    expect(issues({ activities_answers: 'キャンプ\n釣り', journeys_answers: '', companions_answers: 'A\nB\nC\nD\nE' })).toEqual([
      ['fields.activities_answers', '回答は1行に1つずつ、7行で入力してください（空欄の場合は既定の回答を使います）。'],
    ]);
    expect(issues({ journeys_answers: 'a\nb\nc\nd\ne' })).toEqual([
      ['fields.journeys_answers', '回答は1行に1つずつ、6行で入力してください（空欄の場合は既定の回答を使います）。'],
    ]);
  });

  it('refuses two variant groups of the same size, fuel and pack, naming the first', () => {
    const group = (size: string, fuel_type: string, pack: string) => ({ size, fuel_type, pack, image: { id: 101300 } });
    expect(issues({}, [group('90', 'diesel', 'urban'), group('110', 'diesel', 'urban'), group('90', 'diesel', 'urban')])).toEqual([
      ['field_groups.2.pack', 'このサイズ・燃料・パックの組み合わせは、1番目の項目と重複しています。'],
    ]);
  });

  it('holds at most 16 variants, the emission figures 204 and 227 by default, within 0–999', () => {
    expect(blockRegistry.defender_quiz.template.max_field_groups).toBe(16);
    const parsed = save.parse({ fields: {}, field_groups: [] });
    expect([parsed.fields.emission_diesel, parsed.fields.emission_petrol]).toEqual([204, 227]);
    expect(issues({ emission_diesel: -1 }).map(([path]) => path)).toEqual(['fields.emission_diesel']);
  });
});
