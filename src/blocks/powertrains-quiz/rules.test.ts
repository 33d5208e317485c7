import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { blockRegistry } from '../registry';
import { questionViews } from './texts';

const { save } = blockRegistry.powertrains_quiz.schemas;
const defaults = blockRegistry.powertrains_quiz.defaultContent;
const issues = (fields: Record<string, unknown>, field_groups = defaults.field_groups as Record<string, unknown>[]) =>
  save.safeParse({ fields: { ...defaults.fields, ...fields }, field_groups }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('powertrains quiz save rules', () => {
  it('accepts its default content: six results, one per powertrain and owner', () => {
    expect(issues({})).toEqual([]);
    expect(blockRegistry.powertrains_quiz.template.max_field_groups).toBe(6);
    expect(defaults.field_groups.map((g) => `${g.powertrain}-${g.owner}`)).toEqual([
      'phev-private',
      'phev-business',
      'diesel-private',
      'diesel-business',
      'petrol-private',
      'petrol-business',
    ]);
  });

  it('wants as many answers and summary texts as the question has, one per line, or none', () => {
    expect(issues({ question_4_answers: '40km未満\n40〜80km', question_5_summary_answers: 'a\nb\nc\nd', question_2_answers: '' })).toEqual([
      ['fields.question_4_answers', '回答は1行に1つずつ、5行で入力してください（空欄の場合は既定の回答を使います）。'],
      ['fields.question_5_summary_answers', '回答は1行に1つずつ、3行で入力してください（空欄の場合は既定の回答を使います）。'],
    ]);
    expect(issues({ question_1_answers: 'わたし\n会社' })).toEqual([]);
  });

  it('refuses two results for the same powertrain and owner, naming the first', () => {
    const result = (powertrain: string, owner: string) => ({ powertrain, owner, image: { id: 101300 } });
    expect(issues({}, [result('phev', 'private'), result('diesel', 'private'), result('phev', 'private')])).toEqual([
      ['field_groups.2.owner', 'このパワートレインと所有者の組み合わせは、1番目の項目と重複しています。'],
    ]);
  });
});

describe('the questions a visitor sees', () => {
  const t = getT('ja');

  it('are the spec’s bands and frequencies by default, with summary texts', () => {
    const questions = questionViews(t, {});
    expect(questions.map((q) => q.key)).toEqual(['owner', 'charging', 'roads', 'daily_distance', 'towing']);
    expect(questions[3]!.answers.map((a) => a.label)).toEqual(['40km未満', '40〜80km', '80〜120km', '120〜160km', '160km超']);
    expect(questions[4]!.answers.map((a) => [a.value, a.label])).toEqual([
      ['never', 'けん引しない'],
      ['occasionally', 'ときどきけん引する'],
      ['frequently', 'よくけん引する'],
    ]);
    expect(questions[3]!.answers[0]!.summary).toBe('1日の走行距離は40km未満');
    expect(questions[0]!.title).toBe('お車はどなたが所有しますか？');
  });

  it('take the editor’s texts line by line, and the translation for what is left empty', () => {
    const [owner] = questionViews(t, {
      question_1_title: '  所有者は？ ',
      question_1_subtitle: '',
      question_1_answers: '個人\n',
      question_1_summary_answers: 'わたしの車\n会社の車',
    });
    expect(owner).toEqual({
      key: 'owner',
      title: '所有者は？',
      subtitle: '個人か法人かで、おすすめの買い方や優遇制度のご案内が変わります。',
      answers: [
        { value: 'private', label: '個人', summary: 'わたしの車' },
        { value: 'business', label: '法人・個人事業主として所有する', summary: '会社の車' },
      ],
    });
  });
});
