import { getT, type Translate } from '@/i18n/i18n';
import type { ContentIssue } from '../types';
import { modelInfoLimits, parseNameplateFilter } from './catalogue-vehicles';
import { readInputConfiguration, readOutputConfiguration, type ConfigProblem } from './configuration';
import { financeProductFeatures, type FinanceProductKey } from './products';

/** A catalogue key as editors type it (decision 0056). */
const keyPattern = /^[a-z0-9][a-z0-9_-]*$/;

/** What a JSON part looks like, shown with a shape message. */
const shapeExamples: Record<string, string> = {
  input:
    '{"down_payment": {"min": 20, "max": 50, "default": 20, "interval": 5, "unit": "%"}, "duration": {"min": 4, "max": 7, "default": 4, "unit": "years"}}',
  output:
    '{"hidden": ["created_at"], "labels": {"on_the_road_price": "車両価格（税込）"}, "included_items": ["メンテナンスパック（3年間）"]}',
  range: '{"min": 20, "max": 50, "default": 20, "interval": 5}',
  residual_value: '{"48": 40, "60": 35}',
  deposit_contribution: '{"amount": 200000, "label": "頭金サポート"}',
  hidden: '["cash_deposit", "created_at"]',
  labels: '{"on_the_road_price": "車両価格（税込）"}',
};

/** A configuration problem in Japanese, its place in the JSON first (the preview's notice says it too). */
export function problemText(problem: ConfigProblem, part: 'input' | 'output', t: Translate): string {
  const values = { ...problem.values } as Record<string, string | number>;
  if (problem.code === 'shape') values.example = shapeExamples[problem.path || part] ?? shapeExamples.range!;
  const message = t(`finance_calculator.rules.${problem.code}`, values);
  return problem.path ? `${problem.path}：${message}` : message;
}

interface Content {
  fields: { nameplate_key_filter?: string; models_info: unknown };
  field_groups: { finance_product: string; name: string; input_configuration: unknown; output_configuration: unknown }[];
}

/**
 * Save-time checks with Japanese messages at the field (decision 0063): the filter's keys look like
 * keys (whether the catalogue has them is `catalogueRefs`' check), `models_info` has the documented
 * shape, and each product's input and output configuration fits its product. The site's rate is not
 * known here; it does not change whether a configuration fits.
 */
export function financeCalculatorIssues({ fields, field_groups }: Content): ContentIssue[] {
  const t = getT('ja');
  const rule = (key: string, values: Record<string, string | number> = {}) => t(`finance_calculator.rules.${key}`, values);
  const issues: ContentIssue[] = [];

  const filter = parseNameplateFilter(fields.nameplate_key_filter);
  for (const key of filter.filter((k) => !keyPattern.test(k)))
    issues.push({ path: ['fields', 'nameplate_key_filter'], message: rule('filter', { key }) });

  const info = fields.models_info;
  if (info !== undefined && info !== null && (typeof info !== 'object' || Array.isArray(info))) {
    issues.push({ path: ['fields', 'models_info'], message: rule('models_info_shape') });
  } else {
    for (const [key, entry] of Object.entries((info ?? {}) as Record<string, unknown>)) {
      if (!keyPattern.test(key)) {
        issues.push({ path: ['fields', 'models_info'], message: rule('models_info_key', { key }) });
      } else if (!entryFits(entry)) {
        issues.push({ path: ['fields', 'models_info'], message: rule('models_info_entry', { key, ...modelInfoLimits }) });
      } else if (filter.length && !filter.includes(key)) {
        issues.push({ path: ['fields', 'models_info'], message: rule('models_info_filtered', { key }) });
      }
    }
  }

  const labels = { downPayment: '頭金', duration: '期間', interestRate: '金利', bonus: 'ボーナス', contribution: '頭金サポート' };
  field_groups.forEach((group, i) => {
    const product = (
      Object.hasOwn(financeProductFeatures, group.finance_product) ? group.finance_product : 'HirePurchaseSample'
    ) as FinanceProductKey;
    const at = (field: 'input' | 'output', problem: ConfigProblem) =>
      rule('product', { n: i + 1, name: group.name || product, field: rule(field), detail: problemText(problem, field, t) });
    // The site's rate (any valid one) never decides whether a configuration fits.
    for (const problem of readInputConfiguration(group.input_configuration, product, labels, 3).problems) {
      issues.push({ path: ['field_groups', i, 'input_configuration'], message: at('input', problem) });
    }
    for (const problem of readOutputConfiguration(group.output_configuration).problems) {
      issues.push({ path: ['field_groups', i, 'output_configuration'], message: at('output', problem) });
    }
  });
  return issues;
}

function entryFits(entry: unknown): boolean {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return false;
  return Object.entries(entry as Record<string, unknown>).every(
    ([name, value]) =>
      (name === 'label' || name === 'note') &&
      typeof value === 'string' &&
      value.trim().length > 0 &&
      value.trim().length <= modelInfoLimits[name],
  );
}
