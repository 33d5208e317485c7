import { describe, expect, it } from 'vitest';
import { optionsFromText, optionsText, readableProblem, type BuilderField } from './form-field-builder';

describe('the builder’s choices text', () => {
  it('writes value|label, or the label alone when it is the value', () => {
    expect(
      optionsText([
        { value: 'cash', label: { ja: '現金' } },
        { value: 'ローン', label: { ja: 'ローン' } },
      ]),
    ).toBe('cash|現金\nローン');
  });

  it('reads lines back, trimming and dropping blank ones', () => {
    expect(optionsFromText(' cash | 現金 \n\nローン\nlease|')).toEqual([
      { value: 'cash', label: { ja: '現金' } },
      { value: 'ローン', label: { ja: 'ローン' } },
      { value: 'lease', label: { ja: 'lease' } },
    ]);
  });

  it('round-trips', () => {
    const options = [
      { value: 'a', label: { ja: 'エー' } },
      { value: 'b', label: { ja: 'b' } },
    ];
    expect(optionsFromText(optionsText(options))).toEqual(options);
  });
});

describe('readableProblem', () => {
  const fields: BuilderField[] = [
    { name: 'family_name', type: 'text', label: { ja: '姓' }, rules: {} },
    { name: 'email', type: 'text', label: { ja: 'メール' }, rules: {} },
  ];

  it('names the field by its place and name', () => {
    expect(readableProblem('fields.1.rules.min: min must not exceed max', fields, '項目')).toBe(
      '項目 2（email） rules.min: min must not exceed max',
    );
    expect(readableProblem('fields.0: duplicate', fields, '項目')).toBe('項目 1（family_name）: duplicate');
  });

  it('leaves problems outside the fields as they are', () => {
    expect(readableProblem('settings.confirmations.email_field: no', fields, '項目')).toBe('settings.confirmations.email_field: no');
  });
});
