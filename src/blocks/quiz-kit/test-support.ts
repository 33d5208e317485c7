import { isValidElement, type ReactElement, type ReactNode } from 'react';
import type { AppError } from '@/lib/app-error';

/** Test support for the quizzes' tests (not for the site): links, save refusals, island props, point tables. */

/** A link field's value as the resolved content carries it. */
export const testLink = (url: string, label: string) => ({
  type: 'internal' as const,
  url,
  label,
  target: '_self' as const,
  button_type: 'primary' as const,
  size: 'medium' as const,
});

/** The messages `action` refuses with (an AppError's field errors), by pointer; `{}` when it passes. */
export function refusalOf(action: () => unknown): Record<string, string> {
  try {
    action();
  } catch (error) {
    return Object.fromEntries((error as AppError).errors!.map((e) => [e.pointer, e.detail]));
  }
  return {};
}

/** The first element of a server component's tree whose props match, looking through every prop that holds elements. */
export function findElement(node: ReactNode, match: (props: Record<string, unknown>) => boolean): ReactElement | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findElement(child, match);
      if (found) return found;
    }
    return null;
  }
  if (!isValidElement(node)) return null;
  const props = node.props as Record<string, unknown>;
  if (match(props)) return node;
  for (const value of Object.values(props)) {
    const found = findElement(value as ReactNode, match);
    if (found) return found;
  }
  return null;
}

/** A quiz's points per answer as `it.each` rows: question, answer, points. */
export function answerRows<Row>(rules: Record<string, Record<string, Row>>): [string, string, Row][] {
  return Object.entries(rules).flatMap(([question, byAnswer]) =>
    Object.entries(byAnswer).map(([answer, row]): [string, string, Row] => [question, answer, row]),
  );
}
