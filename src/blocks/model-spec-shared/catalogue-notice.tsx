import type { Translate } from '@/i18n/i18n';
import type { CatalogueProblem } from './derivative-view';
import styles from './model-spec.module.css';

function problemText(problem: CatalogueProblem, t: Translate): string {
  switch (problem.kind) {
    case 'unknown_car':
      return t('model_spec.notice.unknown_car', { car: problem.car });
    case 'unknown_engine':
      return t('model_spec.notice.unknown_engine', { engine: problem.engine });
    case 'no_derivative':
      return problem.engine
        ? t('model_spec.notice.no_engine_derivative', { car: problem.car, engine: problem.engine })
        : t('model_spec.notice.no_derivative', { car: problem.car });
  }
}

/**
 * What a model block renders when its keys name nothing in the catalogue (saved before the model
 * was removed): `hidden`, so visitors get nothing, while the editor's preview — whose sections
 * carry `data-editor-block` — shows it. The loader has logged it.
 */
export function CatalogueNotice({ problem, t }: { problem: CatalogueProblem; t: Translate }) {
  return (
    <p hidden className={styles.notice} data-catalogue-notice="">
      {problemText(problem, t)}
      {t('model_spec.notice.hidden')}
    </p>
  );
}
