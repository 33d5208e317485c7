import type { FormField } from '@/features/forms/definition';

/** A field as the builder holds it: what the schema takes, with the defaults it fills left optional. */
export type BuilderField = Omit<Partial<FormField>, 'name' | 'type' | 'label' | 'rules'> & {
  name: string;
  type: FormField['type'];
  label: { ja: string; en?: string };
  rules: Partial<FormField['rules']>;
};

type Option = NonNullable<FormField['options']>[number];

/** Choices as the editor types them: one a line, `value|ラベル`, or just the label when both are the same. */
export function optionsText(options: Option[] | undefined): string {
  return (options ?? []).map((o) => (o.value === o.label.ja ? o.value : `${o.value}|${o.label.ja}`)).join('\n');
}

/** The inverse of optionsText; blank lines are dropped, an English label typed before is not kept. */
export function optionsFromText(text: string): Option[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const bar = line.indexOf('|');
      const value = (bar < 0 ? line : line.slice(0, bar)).trim();
      const label = (bar < 0 ? line : line.slice(bar + 1)).trim();
      return { value, label: { ja: label || value } };
    });
}

/**
 * A refusal from the schema (`fields.2.rules.min: …`) told the way the builder shows fields:
 * `項目 3（email）のrules.min: …`. Problems elsewhere in the definition are left as they are.
 */
export function readableProblem(problem: string, fields: BuilderField[], fieldWord: string): string {
  const match = /^fields\.(\d+)(?:\.(\S+))?: (.*)$/s.exec(problem);
  if (!match) return problem;
  const index = Number(match[1]);
  const field = fields[index];
  const where = `${fieldWord} ${index + 1}${field ? `（${field.name}）` : ''}`;
  return match[2] ? `${where} ${match[2]}: ${match[3]}` : `${where}: ${match[3]}`;
}
