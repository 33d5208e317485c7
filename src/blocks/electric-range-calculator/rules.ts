import { getT } from '@/i18n/i18n';
import { jsonSourceOf } from '@/lib/json-source';
import type { ContentIssue } from '../types';
import { parseEngineMapper, parseWheelSizeMapper, wheelInchLimits, type MapperProblem } from './mappers';
import { modalTopics } from './text-keys';
import { modalsSchema, translationProblems } from './texts';

interface Content {
  fields: { json_url: string; modals: unknown; translations: unknown };
  field_groups: { engine_mapper: string; wheel_size_mapper: string }[];
}

/**
 * Save-time checks with Japanese messages at the field (decision 0064): where the data comes from,
 * the shape of the two JSON fields, and each car's mappers. Whether the data file has the engines
 * the mappers name is known only when it is read: the editor's preview says so.
 */
export function rangeCalculatorIssues({ fields, field_groups }: Content): ContentIssue[] {
  const t = getT('ja');
  const rule = (key: string, values: Record<string, string | number> = {}) => t(`range_calculator.rules.${key}`, values);
  const issues: ContentIssue[] = [];

  // Empty is the schema's 'Required'.
  if (fields.json_url?.trim() && !jsonSourceOf(fields.json_url)) issues.push({ path: ['fields', 'json_url'], message: rule('json_url') });

  const modals = modalsSchema.safeParse(fields.modals);
  if (!modals.success) {
    const topic = modals.error.issues
      .map((i) => i.path[0])
      .find((p) => typeof p === 'string' && (modalTopics as readonly string[]).includes(p));
    issues.push({
      path: ['fields', 'modals'],
      message: topic ? rule('modal', { topic: String(topic) }) : rule('modals', { topics: modalTopics.join(', ') }),
    });
  }

  for (const problem of translationProblems(fields.translations)) {
    const message =
      problem.kind === 'shape'
        ? rule('translations')
        : problem.kind === 'unknown'
          ? rule('translation_key', { key: problem.key })
          : rule('translation_placeholder', { key: problem.key, placeholder: `{{${problem.missing}}}` });
    issues.push({ path: ['fields', 'translations'], message });
  }

  const mapperMessage = (n: number, mapper: 'engine' | 'wheel', problem: MapperProblem) =>
    rule('car', {
      n,
      detail: rule(problem.kind === 'syntax' ? `${mapper}_syntax` : `mapper_${problem.kind}`, {
        entry: problem.entry,
        min: wheelInchLimits.min,
        max: wheelInchLimits.max,
      }),
    });
  field_groups.forEach((group, i) => {
    const engines = parseEngineMapper(group.engine_mapper);
    for (const problem of engines.problems)
      issues.push({ path: ['field_groups', i, 'engine_mapper'], message: mapperMessage(i + 1, 'engine', problem) });
    if (group.engine_mapper?.trim() && !engines.problems.length && !engines.engines.length) {
      issues.push({ path: ['field_groups', i, 'engine_mapper'], message: rule('car', { n: i + 1, detail: rule('no_engine') }) });
    }
    const wheels = parseWheelSizeMapper(group.wheel_size_mapper);
    for (const problem of wheels.problems)
      issues.push({ path: ['field_groups', i, 'wheel_size_mapper'], message: mapperMessage(i + 1, 'wheel', problem) });
    if (group.wheel_size_mapper?.trim() && !wheels.problems.length && !wheels.wheels.length) {
      issues.push({ path: ['field_groups', i, 'wheel_size_mapper'], message: rule('car', { n: i + 1, detail: rule('no_wheel') }) });
    }
  });
  return issues;
}
