import type { SpecRow } from '@/features/models/types';
import type { Translate } from '@/i18n/i18n';
import { AccordionToggleAll } from '../accordion/islands';
import accordionStyles from '../accordion/accordion.module.css';
import styles from './model-spec.module.css';

/** One item of a specification accordion: a group of label → value rows. */
export interface SpecSection {
  title: string;
  rows: SpecRow[];
  open?: boolean;
}

/**
 * Specification groups as the accordion block draws its items — native <details>, so they open
 * without JavaScript — with the accordion's own OPEN ALL / CLOSE ALL island and styles (shared, not
 * copied). Marked `data-analytics="accordion"`, so the shell's one delegated listener reports
 * opening and closing like any accordion's (features/analytics/navigation-clicks.ts).
 */
export function SpecSections({
  id,
  sections,
  openLabel,
  closeLabel,
}: {
  /** Unique on the page: the toggle controls the items by it. */
  id: string;
  sections: SpecSection[];
  openLabel: string;
  closeLabel: string;
}) {
  if (!sections.length) return null;
  return (
    <div data-analytics="accordion">
      {sections.length > 1 ? (
        <div className={styles.toggleRow}>
          <AccordionToggleAll containerId={id} openLabel={openLabel} closeLabel={closeLabel} />
        </div>
      ) : null}
      <div id={id} className={accordionStyles.items}>
        {sections.map((section, i) => (
          <details key={i} className={accordionStyles.item} open={section.open}>
            <summary className={accordionStyles.summary}>{section.title}</summary>
            <dl className={`${accordionStyles.panel} ${styles.rows}`}>
              {section.rows.map((row, j) => (
                <div key={j} className={styles.row}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </details>
        ))}
      </div>
    </div>
  );
}

/** The toggle's labels: the editor's, else the accordion block's own defaults. */
export function toggleLabels(t: Translate, open: string | undefined, close: string | undefined) {
  return { openLabel: open || t('accordion.open_all'), closeLabel: close || t('accordion.close_all') };
}
