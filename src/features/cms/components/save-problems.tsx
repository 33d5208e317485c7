import styles from './cms.module.css';

/** Why a save was refused, every reason listed, announced to screen readers (the form editors). */
export function SaveProblems({ id, title, problems }: { id: string; title: string; problems: string[] }) {
  return (
    <div id={id} role="alert" className={styles.formError}>
      <p>{title}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
