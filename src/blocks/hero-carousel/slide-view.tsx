import { Heading } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { Paragraph } from '@/ui/paragraph';
import { Picture } from '@/ui/picture';
import { wideMedia } from './media';
import { videoSources } from './slides';
import type { HeroCarouselFields, HeroCarouselSlideFields } from './template';
import styles from './hero-carousel.module.css';

interface Props {
  slide: HeroCarouselSlideFields;
  fields: HeroCarouselFields;
  /** The first slide of a hero above the fold: its image is the page's largest paint. */
  priority: boolean;
  /** The slide's name, for its video. */
  label: string;
}

/**
 * One slide as the server renders it: the picture (the wide crop from 741 px with the wide ratio),
 * its video, and the texts with the button. A background video is only a muted, silent element
 * here: the carousel island plays it, never under reduced motion. A slide video has the browser's
 * own controls and plays only when the visitor asks, also without JavaScript.
 */
export function SlideView({ slide, fields, priority, label }: Props) {
  const sources = videoSources(slide);
  const fit = slide.video_styles === 'contain' ? styles.contain : '';
  const poster = slide.image?.kind === 'picture' ? slide.image.src : undefined;
  const hasText = Boolean(slide.info || slide.description || slide.price || slide.button_link?.label);
  return (
    <>
      <div className={styles.media}>
        <Picture
          image={slide.image}
          alternate={fields.has_wide_ratio ? { media: wideMedia, image: slide.wide_image } : undefined}
          sizes="100vw"
          priority={priority}
          className={styles.picture}
        />
        {sources.length && slide.video_type === 'video_background' ? (
          <video
            className={[styles.video, styles.backgroundVideo, fit].join(' ')}
            data-hero-bg-video=""
            muted
            loop
            playsInline
            preload="none"
            aria-hidden="true"
            tabIndex={-1}
          >
            {sources.map((source) => (
              <source key={source.src} src={source.src} media={source.media} />
            ))}
          </video>
        ) : null}
        {sources.length && slide.video_type === 'video' ? (
          <video className={[styles.video, fit].join(' ')} controls playsInline preload="none" poster={poster} aria-label={label}>
            {sources.map((source) => (
              <source key={source.src} src={source.src} media={source.media} />
            ))}
          </video>
        ) : null}
      </div>
      {hasText ? (
        <div className={styles.content}>
          <div className={styles.text}>
            {slide.info ? (
              <Heading level={fields.header_tag} size={fields.header_size}>
                {slide.info}
              </Heading>
            ) : null}
            {slide.description ? (
              <Paragraph size={fields.paragraph_size} className={styles.description}>
                {slide.description}
              </Paragraph>
            ) : null}
            {slide.price ? <p className={styles.price}>{slide.price}</p> : null}
            <LinkButtons links={[slide.button_link]} />
          </div>
        </div>
      ) : null}
    </>
  );
}
