import i18next, { type i18n, type TOptions } from 'i18next';
import enMain from './locales/en.json';
import enErrors from './locales/en.errors.json';
import jaMain from './locales/ja.json';
import jaErrors from './locales/ja.errors.json';

/**
 * Translations, Japanese first with English fallback. Server components translate before render
 * and pass finished strings to client islands, so no i18n runtime is shipped to the browser.
 */
export const languages = ['ja', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ja';
// The `error` namespace has its own files because the error boundaries ship it to the browser.
const ja = { ...jaMain, ...jaErrors };
const en = { ...enMain, ...enErrors };
export const resources = { ja, en } as const;

type Warn = (message: string, details: Record<string, unknown>) => void;
let warn: Warn = (message, details) => console.warn(JSON.stringify({ level: 'warn', msg: message, ...details }));

/** Lets the server route warnings to its JSON logger. */
export function setTranslationWarningSink(sink: Warn): void {
  warn = sink;
}

function createInstance(lng: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en',
    resources: { ja: { translation: ja }, en: { translation: en } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (lngs, _ns, key) => warn('missing translation', { key, languages: lngs }),
  });
  return instance;
}

const instances = new Map<Language, i18n>();

function instanceFor(lng: Language): i18n {
  let instance = instances.get(lng);
  if (!instance) {
    instance = createInstance(lng);
    instances.set(lng, instance);
  }
  return instance;
}

export type Translate = (key: string, options?: TOptions & { fallback?: string }) => string;

/**
 * Returns a translator for `lng`. A missing key warns and gives `fallback` (or the key); an
 * interpolation or plural failure is logged and gives the fallback text, never an exception.
 */
export function getT(lng: Language = defaultLanguage): Translate {
  const instance = instanceFor(lng);
  return (key, options) => {
    const fallback = options?.fallback ?? key;
    try {
      if (!instance.exists(key, options) && !instance.exists(`${key}_other`)) {
        warn('missing translation', { key, language: lng });
        return fallback;
      }
      const out = instance.t(key, { ...options, defaultValue: fallback });
      return typeof out === 'string' ? out : fallback;
    } catch (error) {
      warn('translation failed', { key, language: lng, error: String(error) });
      return fallback;
    }
  };
}

export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}
