import styles from './vehicle-detail.module.css';

/** A titled list of label/value facts (specification, used-car items). */
export function FactSection({ id, title, items }: { id: string; title: string; items: { label: string; value: string }[] }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <dl className={styles.factGrid}>
        {items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
