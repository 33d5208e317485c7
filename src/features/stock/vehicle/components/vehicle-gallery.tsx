import { getT } from '@/i18n/i18n';
import { Picture, type ResolvedImage } from '@/ui/picture';
import { VehicleGalleryCarousel } from './vehicle-gallery.client';
import type { GalleryLabels } from './vehicle-gallery-labels';
import styles from './vehicle-gallery.module.css';

/**
 * The vehicle page's photo gallery. The pictures are drawn here, on the server, and handed to the
 * carousel island: the first photo is the page's LCP element, so it is in the HTML with high
 * priority before any JavaScript runs; the rest load lazily.
 */
export function VehicleGallery({ photos, label }: { photos: ResolvedImage[]; label: string }) {
  if (!photos.length) return null;
  const t = getT('ja');
  // Templates stay raw: the island fills in the photo number as the visitor moves.
  const raw = { skipInterpolation: true };
  const labels: GalleryLabels = {
    previous: t('stock.gallery_previous'),
    next: t('stock.gallery_next'),
    show: t('stock.gallery_show', raw),
    fullscreen: t('stock.gallery_fullscreen'),
    close: t('stock.gallery_close'),
    count: t('stock.gallery_count', raw),
    position: t('stock.gallery_position', raw),
    dialog: t('stock.gallery_dialog', { name: label }),
  };
  return (
    <VehicleGalleryCarousel
      label={t('stock.gallery_label', { name: label })}
      slides={photos.map((photo, i) => (
        <Picture key={i} image={photo} sizes="(min-width: 1024px) 60vw, 100vw" priority={i === 0} />
      ))}
      thumbs={photos.map((photo, i) => (
        // The button around it names it (写真2を表示); the photo's own alt would be read twice.
        <Picture key={i} image={{ ...photo, alt: '' }} sizes="96px" className={styles.thumbPicture} />
      ))}
      photos={photos}
      labels={labels}
    />
  );
}
