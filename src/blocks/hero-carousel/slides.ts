import { isSafeLinkUrl } from '@/lib/safe-url';
import { phoneMedia } from './media';
import { heroCarouselLimits } from './template';

/** How long a slide stays: its own duration when it has one (`custom_duration`), else the block's. */
export function slideDurationMs(common: number, slide: { custom_duration?: boolean; slide_duration_limit?: number }): number {
  const ms = slide.custom_duration && slide.slide_duration_limit ? slide.slide_duration_limit : common;
  return Math.min(heroCarouselLimits.maxDurationMs, Math.max(heroCarouselLimits.minDurationMs, Math.round(ms)));
}

/**
 * A video URL the page may load: https or a path of this site, which is also what the site's
 * content security policy lets a <video> fetch (`media-src 'self' https:`). Anything else is
 * dropped, and the slide shows its image.
 */
export function playableVideoUrl(url: string | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed || !isSafeLinkUrl(trimmed, { allowAnchor: false })) return null;
  return trimmed.startsWith('/') || /^https:\/\//i.test(trimmed) ? trimmed : null;
}

export interface VideoSource {
  src: string;
  /** Only where this media query matches (the phone video). */
  media?: string;
}

/**
 * The <source> list of a slide's video: the phone file first, for phones (the browser takes the first
 * source that matches); a slide with only a phone file plays it everywhere.
 */
export function videoSources(slide: { video_url?: string; mobile_video_url?: string }): VideoSource[] {
  const desktop = playableVideoUrl(slide.video_url);
  const phone = playableVideoUrl(slide.mobile_video_url);
  if (!desktop) return phone ? [{ src: phone }] : [];
  return phone && phone !== desktop ? [{ src: phone, media: phoneMedia }, { src: desktop }] : [{ src: desktop }];
}
