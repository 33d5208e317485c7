import type { Translate } from '@/i18n/i18n';
import { frameUrl, frameUrlProblem, frameUrls, isImageUrl, wrapFrame } from './frames';
import { Exterior360, Interior360 } from './islands';
import { view360Labels } from './labels';
import { wrapPosition } from './panorama';
import { ExteriorStill, InteriorStill } from './still';

/** The exterior fields as a block or a tab stores them. */
export interface ExteriorContent {
  frames_url?: string;
  frames_count: number;
  start_frame: number;
  image_alt?: string;
}
export interface InteriorContent {
  panorama_url?: string;
  dash_position: number;
  image_alt?: string;
}

interface Options {
  t: Translate;
  /** In the first blocks of the page: the first picture loads at once. */
  priority?: boolean;
  /** Draw the picture alone, without the viewer (a tab not shown yet). */
  still?: boolean;
}

/**
 * A 360 view from its fields, or null when they cannot make one (content saved before the save
 * rules, which refuse such addresses): the caller leaves the view out rather than draw a broken image.
 */
export function ExteriorView({ content, t, priority = false, still = false }: { content: ExteriorContent } & Options) {
  const pattern = content.frames_url?.trim() ?? '';
  if (!pattern || frameUrlProblem(pattern)) return null;
  const start = wrapFrame(content.start_frame - 1, content.frames_count);
  const alt = content.image_alt ?? '';
  if (still) return <ExteriorStill src={frameUrl(pattern, start + 1)} alt={alt} priority={priority} />;
  const urls = frameUrls(pattern, content.frames_count);
  return <Exterior360 urls={urls} startIndex={start} alt={alt} labels={view360Labels(t, 'exterior', alt)} priority={priority} />;
}

export function InteriorView({ content, t, priority = false, still = false }: { content: InteriorContent } & Options) {
  const src = content.panorama_url?.trim() ?? '';
  if (!src || !isImageUrl(src)) return null;
  const dash = wrapPosition(content.dash_position);
  const alt = content.image_alt ?? '';
  if (still) return <InteriorStill src={src} alt={alt} position={dash} priority={priority} />;
  return <Interior360 src={src} alt={alt} dash={dash} labels={view360Labels(t, 'interior', alt)} priority={priority} />;
}
