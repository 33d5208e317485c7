import 'server-only';
import { fetchSettingsJson } from '@/features/settings/outbound.server';
import { cacheTags } from '@/lib/cache-tags';
import { jsonDocuments } from '@/lib/json-document.server';
import { logger } from '@/lib/logger.server';
import { readImagesData, type QuizImages } from './images-data';

/**
 * The answer cards' pictures from `images_data_url` (decision 0062), read on the server before
 * render by the site's one loader of JSON documents named in content (lib/json-document.server.ts):
 * a site path from `public/`, kept until the file changes, or a URL through the outbound guard
 * (decision 0044), refreshed in the background with its last good pictures kept; a refresh that
 * brings other pictures re-renders the pages that showed them.
 */
const quizImages = jsonDocuments<QuizImages>({
  name: 'defender quiz images',
  tag: cacheTags.defenderQuizImages,
  freshMs: 10 * 60_000,
  retryMs: 60_000,
  timeoutMs: 3000,
  maxBytes: 64 * 1024,
  read: (body) => {
    const reading = readImagesData(body);
    if (!reading.ok) return reading;
    if (reading.dropped) logger.warn({ dropped: reading.dropped }, 'defender quiz images that do not fit were dropped');
    return { ok: true, data: reading.images };
  },
  fetchJson: fetchSettingsJson,
});

/** The pictures named by `url`, or none: a document that cannot be read leaves the cards their text alone (logged). */
export async function loadQuizImages(url: string | undefined): Promise<QuizImages> {
  const load = await quizImages.load(url);
  return load.status === 'ok' ? load.data : {};
}

/** Forget every document read (tests). */
export function resetQuizImages(): void {
  quizImages.reset();
}
