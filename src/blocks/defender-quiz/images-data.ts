import { stepOptions, type OptionKey } from './matching';
import { isSitePathOrHttps } from './quiz-text';

/**
 * `images_data_url` (blocks.md §2.10, §7: "json data URL (Defender quiz images)"; decision 0062):
 * a JSON document naming a picture for each answer card,
 *
 *   { "images": { "camping": "/demo/defender-quiz/camping.svg", "dog": "https://cdn.example.jp/dog.jpg" } }
 *
 * keyed by the answers' keys (matching.ts). A picture is a site path or https (what `img-src`
 * allows). Cards without a picture show their text alone.
 */
export type ImagesSource =
  | { kind: 'none' }
  /** A JSON file the site serves from public/ (the demo's). */
  | { kind: 'site'; path: string }
  /** Another host's (https): fetched through the outbound guard (decision 0044). */
  | { kind: 'remote'; url: string }
  | { kind: 'invalid' };

export type QuizImages = Partial<Record<OptionKey, string>>;

const optionKeys: ReadonlySet<string> = new Set(Object.values(stepOptions).flat());

/** Where the document comes from: a site path to a `.json` file without `..`, or an https URL. */
export function imagesSource(url: string | null | undefined): ImagesSource {
  const value = url?.trim() ?? '';
  if (!value) return { kind: 'none' };
  // http is let through to the outbound guard, which takes it only from the local stand-ins it is told of.
  if (/^https?:\/\//i.test(value)) {
    try {
      const parsed = new URL(value);
      return parsed.username || parsed.password ? { kind: 'invalid' } : { kind: 'remote', url: value };
    } catch {
      return { kind: 'invalid' };
    }
  }
  if (!isSitePathOrHttps(value)) return { kind: 'invalid' };
  const pathname = value.split(/[?#]/)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'invalid' };
  }
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.') || decoded.includes('\\') || decoded.includes('\0')) return { kind: 'invalid' };
  if (!/\.json$/i.test(decoded)) return { kind: 'invalid' };
  return { kind: 'site', path: decoded };
}

export type ImagesReading = { ok: true; images: QuizImages; dropped: number } | { ok: false; problem: string };

/** The pictures of a document: known answer keys with a usable address; anything else is dropped and counted. */
export function readImagesData(body: unknown): ImagesReading {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, problem: 'not an object' };
  const images = (body as { images?: unknown }).images;
  if (!images || typeof images !== 'object' || Array.isArray(images)) return { ok: false, problem: 'no "images" object' };
  const result: QuizImages = {};
  let dropped = 0;
  for (const [key, value] of Object.entries(images)) {
    if (optionKeys.has(key) && typeof value === 'string' && value.length <= 2048 && isSitePathOrHttps(value.trim())) {
      result[key as OptionKey] = value.trim();
    } else dropped++;
  }
  return { ok: true, images: result, dropped };
}
