import 'server-only';
import type { Translate } from '@/i18n/i18n';
import { ResponsiveImage } from '@/ui/responsive-image';
import type { VehicleWithData } from '../vehicle-resource';
import styles from './vehicle-detail.module.css';

/** Photo gallery: a CSS scroll-snap strip (no JavaScript); the first photo loads with high priority. */
export function VehicleGallery({ vehicle, t }: { vehicle: VehicleWithData; t: Translate }) {
  const photos = (vehicle.data.photos as { image_id: number; alt?: string }[] | undefined) ?? [];
  if (!photos.length) return null;
  return (
    <ul className={styles.gallery} aria-label={vehicle.modelDisplayName}>
      {photos.map((photo, i) => (
        <li key={`${photo.image_id}-${i}`} className={styles.slide}>
          <ResponsiveImage
            image={{ id: photo.image_id, alt: t('stock.photo_of', { name: vehicle.modelDisplayName, index: i + 1, total: photos.length }) }}
            family="standard"
            sizes="(min-width: 1024px) 60vw, 100vw"
            priority={i === 0}
          />
        </li>
      ))}
    </ul>
  );
}
