import type { Ref } from 'react';
import { useCoarsePointer } from './interaction';
import type { View360Labels } from './labels';
import styles from './view-360.module.css';

/**
 * The overlay that starts interacting: until it is pressed, a swipe over the picture scrolls the
 * page as usual. Its words follow the primary pointer; its name also says which view it opens.
 */
export function InteractButton({
  labels,
  onActivate,
  onIntent,
  ref,
}: {
  labels: View360Labels;
  onActivate: () => void;
  /** The visitor is about to interact: a head start for downloads. */
  onIntent?: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const coarse = useCoarsePointer();
  return (
    <button
      ref={ref}
      type="button"
      className={styles.interact}
      onClick={onActivate}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      data-view-360-interact=""
    >
      <span className={styles.interactLabel}>
        <span aria-hidden="true" className={styles.interactIcon}>
          ⟲
        </span>
        {coarse ? labels.touchToInteract : labels.clickToInteract}
      </span>
      <span className="visually-hidden">{labels.target}</span>
    </button>
  );
}
