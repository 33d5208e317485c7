import type { CSSProperties } from 'react';
import styles from './view-360.module.css';

/**
 * The two views as they look before anybody interacts, and without JavaScript: plain images with
 * their alt text. The server renders them for tabs not yet shown; the viewers draw them too, so
 * the picture does not change when a viewer takes over.
 */
export function ExteriorFrame({ src, alt, priority = false }: { src: string; alt: string; priority?: boolean }) {
  return (
    <img
      src={src}
      alt={alt}
      className={styles.frame}
      draggable={false}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

/**
 * The panorama three times in a row, the middle copy's point `position` (% of its width) at the
 * centre of the view: so turning past either edge shows the other side, with no seam to wait for.
 * Only the first copy is named; the others are the same picture.
 */
export function PanoramaTrack({
  src,
  alt,
  position,
  priority = false,
}: {
  src: string;
  alt: string;
  position: number;
  priority?: boolean;
}) {
  const image = {
    src,
    className: styles.panorama,
    draggable: false,
    decoding: 'async' as const,
    loading: priority ? 'eager' : 'lazy',
  } as const;
  return (
    <div className={styles.track} style={{ '--position': position } as CSSProperties}>
      <img {...image} alt={alt} />
      <img {...image} alt="" aria-hidden="true" />
      <img {...image} alt="" aria-hidden="true" />
    </div>
  );
}

export function ExteriorStill(props: { src: string; alt: string; priority?: boolean }) {
  return (
    <div className={styles.viewer}>
      <div className={styles.stage}>
        <ExteriorFrame {...props} />
      </div>
    </div>
  );
}

export function InteriorStill(props: { src: string; alt: string; position: number; priority?: boolean }) {
  return (
    <div className={styles.viewer}>
      <div className={[styles.stage, styles.panoramaStage].join(' ')}>
        <PanoramaTrack {...props} />
      </div>
    </div>
  );
}
