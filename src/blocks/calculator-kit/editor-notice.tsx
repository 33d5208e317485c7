import styles from './calculator.module.css';

/**
 * What the editor's preview says about a calculator's data (`hidden`: visitors get nothing; the
 * preview's sections carry `data-editor-block`, where it shows). Without a calculator
 * (`unavailable`) the whole section is hidden from visitors, so no empty band is left. `hook` is
 * the block's own attribute, which says which of the two it is.
 */
export function EditorNotice({
  lines,
  unavailable = false,
  hook,
}: {
  lines: string[];
  unavailable?: boolean;
  hook: `data-${string}-notice`;
}) {
  const state = { [hook]: unavailable ? 'unavailable' : 'partial' };
  return (
    <div hidden className={unavailable ? `${styles.notice} ${styles.unavailable}` : styles.notice} {...state}>
      {lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}
