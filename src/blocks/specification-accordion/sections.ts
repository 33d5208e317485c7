import type { SpecGroup } from '@/features/models/types';
import type { SpecSection } from '../model-spec-shared/spec-sections';

/**
 * The accordion's sections: the catalogue's groups in their order, then the editor's rows. A row
 * joins the section of its name (a catalogue group's included), and replaces a row of the same
 * label there — the editor corrects or adds to the catalogue, never silently duplicates it. New
 * sections follow in the order their first row comes.
 */
export function mergeSections(
  catalogue: readonly SpecGroup[],
  rows: readonly { title: string; label: string; value: string }[],
): SpecSection[] {
  const sections: SpecSection[] = catalogue.map((group) => ({ title: group.title, rows: [...group.rows] }));
  for (const row of rows) {
    const title = row.title.trim();
    let section = sections.find((s) => s.title === title);
    if (!section) sections.push((section = { title, rows: [] }));
    const label = row.label.trim();
    const existing = section.rows.findIndex((r) => r.label === label);
    const next = { label, value: row.value.trim() };
    if (existing >= 0) section.rows[existing] = next;
    else section.rows.push(next);
  }
  return sections.filter((s) => s.rows.length);
}
