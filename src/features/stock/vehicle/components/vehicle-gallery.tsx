import { Picture, type ResolvedImage } from '@/ui/picture';
import styles from './vehicle-detail.module.css';

/** Photo gallery: a CSS scroll-snap strip (no JavaScript); the first photo loads with high priority. */
export function VehicleGallery({ photos, label }: { photos: ResolvedImage[]; label: string }) {
  if (!photos.length) return null;
  return (
    // Focusable, so keyboard visitors can scroll the strip with the arrow keys.
    <ul className={styles.gallery} aria-label={label} tabIndex={0}>
      {photos.map((photo, i) => (
        <li key={i} className={styles.slide}>
          <Picture image={photo} sizes="(min-width: 1024px) 60vw, 100vw" priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
