import type { Figure } from './figures';
import styles from './model-spec.module.css';

/** Figures as label → value pairs, drawn value first; in columns or one under another. */
export function FigureList({ figures, columns }: { figures: Figure[]; columns: boolean }) {
  if (!figures.length) return null;
  return (
    <dl className={columns ? `${styles.figures} ${styles.columns}` : styles.figures}>
      {figures.map((figure, i) => (
        <div key={i} className={styles.figure}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>
            {figure.value}
            {figure.unit ? <span className={styles.unit}>{figure.unit}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
