import { Picture, type ResolvedImage } from '@/ui/picture';
import styles from './tabbed-component.module.css';

/**
 * A slider tab not opened yet, or opened without JavaScript: its images in a row that scrolls
 * sideways and snaps (the keyboard scrolls it too), like a carousel before its island runs.
 */
export function SlideRow({ images, label }: { images: ResolvedImage[]; label: string }) {
  return (
    <ul className={styles.slideRow} tabIndex={0} aria-label={label}>
      {images.map((image, i) => (
        <li key={i} className={styles.slide}>
          <Picture image={image} sizes="(min-width: 1340px) 1300px, 100vw" className={styles.slidePicture} />
        </li>
      ))}
    </ul>
  );
}
