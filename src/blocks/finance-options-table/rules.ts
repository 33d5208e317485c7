import { getT } from '@/i18n/i18n';
import type { ContentIssue } from '../types';
import { tableColumns } from './template';

interface Content {
  fields: Partial<Record<`column_${(typeof tableColumns)[number]}`, string>> & { highlight_column: string };
  field_groups: Partial<Record<`value_${(typeof tableColumns)[number]}`, string>>[];
}

/** Save-time checks (decision 0063): a table has a column, a highlight names a column, no value sits in a column without a heading. */
export function financeOptionsTableIssues({ fields, field_groups }: Content): ContentIssue[] {
  const t = getT('ja');
  const issues: ContentIssue[] = [];
  const present = tableColumns.filter((n) => fields[`column_${n}`]?.trim());
  if (!present.length) issues.push({ path: ['fields', 'column_1'], message: t('finance_calculator.table.rules_no_column') });
  if (fields.highlight_column !== 'none' && !present.includes(fields.highlight_column as (typeof tableColumns)[number])) {
    issues.push({
      path: ['fields', 'highlight_column'],
      message: t('finance_calculator.table.rules_highlight', { n: fields.highlight_column }),
    });
  }
  field_groups.forEach((row, i) => {
    for (const n of tableColumns) {
      if (row[`value_${n}`]?.trim() && !present.includes(n)) {
        issues.push({ path: ['field_groups', i, `value_${n}`], message: t('finance_calculator.table.rules_orphan', { row: i + 1, n }) });
      }
    }
  });
  return issues;
}
