import { stepOptions, type OptionKey } from './matching';
import { isSitePathOrHttps } from './quiz-text';

/**
 * `images_data_url` (blocks.md §2.10, §7: "json data URL (Defender quiz images)"; decision 0062):
 * a JSON document naming a picture for each answer card,
 *
 *   { "images": { "camping": "/demo/defender-quiz/camping.svg", "dog": "https://cdn.example.jp/dog.jpg" } }
 *
 * keyed by the answers' keys (matching.ts). A picture is a site path or https (what `img-src`
 * allows). Cards without a picture show their text alone. Where the document itself may come from
 * is lib/json-source.ts, shared with the other JSON documents named in content.
 */
export type QuizImages = Partial<Record<OptionKey, string>>;

const optionKeys: ReadonlySet<string> = new Set(Object.values(stepOptions).flat());

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
