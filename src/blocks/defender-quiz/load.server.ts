import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { fetchSettingsJson } from '@/features/settings/outbound.server';
import { logger } from '@/lib/logger.server';
import { refreshingValue, type RefreshingValue } from '@/lib/refreshing-value.server';
import { parseJsonSafely } from '@/lib/safe-json';
import { imagesSource, readImagesData, type QuizImages } from './images-data';

/**
 * The answer cards' pictures from `images_data_url` (decision 0062), read on the server before
 * render. A site path is the file the site serves from public/; another host's URL goes through the
 * outbound guard like the collection feeds (decision 0044: https, `outbound.allowed_hosts`, public
 * addresses, a deadline and a size cap). Each address is kept per instance and refreshed in the
 * background; a refresh that brings other pictures re-renders the pages that showed them. Never
 * throws: a document that cannot be read is logged and the cards show their text alone.
 */
export const quizImagesTiming = { freshMs: 10 * 60_000, retryMs: 60_000, timeoutMs: 3000, maxBytes: 64 * 1024 } as const;
/** Bumped when a refresh brings other pictures (a literal here: the tag belongs to this block alone). */
export const quizImagesTag = 'defender-quiz-images';

const publicDir = path.join(process.cwd(), 'public');
const documents = new LRUCache<string, RefreshingValue<QuizImages>>({ max: 20 });

async function readSiteFile(sitePath: string): Promise<unknown> {
  const file = path.join(publicDir, sitePath);
  if (!file.startsWith(publicDir + path.sep)) throw new Error('outside public/');
  const info = await stat(file);
  if (!info.isFile() || info.size > quizImagesTiming.maxBytes) throw new Error('not a file, or too large');
  return parseJsonSafely(await readFile(file, 'utf8'));
}

async function fetchImages(url: string): Promise<QuizImages> {
  const source = imagesSource(url);
  let body: unknown;
  try {
    if (source.kind === 'site') body = await readSiteFile(source.path);
    else if (source.kind === 'remote')
      body = await fetchSettingsJson(source.url, {
        headers: { accept: 'application/json' },
        timeoutMs: quizImagesTiming.timeoutMs,
        maxBytes: quizImagesTiming.maxBytes,
      });
    else throw new Error('not a site path to a .json file or an https URL');
  } catch (error) {
    logger.warn(
      { source: source.kind === 'remote' ? new URL(source.url).host : url, err: (error as Error).message },
      'defender quiz images unavailable',
    );
    throw error;
  }
  const reading = readImagesData(body);
  if (!reading.ok) {
    logger.error({ problem: reading.problem }, 'defender quiz images document does not fit');
    throw new Error(reading.problem);
  }
  if (reading.dropped) logger.warn({ dropped: reading.dropped }, 'defender quiz images that do not fit were dropped');
  return reading.images;
}

/** The pictures named by `url`, or none (no address, or nothing readable at it). */
export async function loadQuizImages(url: string | undefined): Promise<QuizImages> {
  const value = url?.trim();
  if (!value || imagesSource(value).kind === 'none') return {};
  let document = documents.get(value);
  if (!document) {
    document = refreshingValue<QuizImages>({ tag: quizImagesTag, freshMs: quizImagesTiming.freshMs, retryMs: quizImagesTiming.retryMs });
    documents.set(value, document);
  }
  return (await document.get(value, () => fetchImages(value))) ?? {};
}

/** Forget every document read (tests). */
export function resetQuizImages(): void {
  documents.clear();
}
